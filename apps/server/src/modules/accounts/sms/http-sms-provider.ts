import type { SmsProvider } from './sms-provider';

export interface HttpSmsProviderOptions {
  /** e.g. https://api.twilio.com/2010-04-01 */
  baseUrl: string;
  accountSid: string;
  authToken: string;
  /** The sender: an E.164 number or an alphanumeric sender id. */
  from: string;
  fetch?: typeof fetch;
  /** How long one send may take; 10 s unless given. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/** The provider's own error code in a JSON error body (Twilio: `{ code: 21211, … }`), if any. */
const providerErrorCode = (body: string): string => {
  try {
    const code = (JSON.parse(body) as { code?: unknown }).code;
    return typeof code === 'number' || typeof code === 'string' ? ` (provider code ${code})` : '';
  } catch {
    return '';
  }
};

/**
 * A Twilio-shaped SMS REST API: POST {baseUrl}/Accounts/{sid}/Messages.json, form-encoded
 * To/From/Body, HTTP Basic auth. Errors name the status, never the token (it travels only in
 * the Authorization header, so neither the URL nor a fetch error carries it).
 */
export const httpSmsProvider = (options: HttpSmsProviderOptions): SmsProvider => {
  const fetchImpl = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  return {
    name: 'http',
    send: async ({ mobile, text }) => {
      let response: Response;
      let body: string;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: new URLSearchParams({ To: mobile, From: options.from, Body: text }).toString(),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'manual',
        });
        body = await response.text();
      } catch (error) {
        const reason =
          error instanceof Error && error.name === 'TimeoutError'
            ? `timed out after ${timeoutMs} ms`
            : 'failed';
        throw new Error(`SMS provider request ${reason}`, { cause: error });
      }
      if (response.status < 200 || response.status > 299) {
        throw new Error(`SMS provider answered HTTP ${response.status}${providerErrorCode(body)}`);
      }
    },
  };
};
