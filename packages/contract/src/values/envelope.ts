// Reading the one answer shape of docs/api.md (`{ code, errcode, msg, data }`) in a browser: the
// web, the game pages and the console all unwrap it here, by the same rules. No zod: the schema
// that writes the envelope is envelope.ts.

/** An envelope's data, or its refusal: the errcode, else the transport code, and the message. */
export type Unwrapped<T> =
  | { readonly ok: true; readonly msg: string; readonly data: T }
  | {
      readonly ok: false;
      readonly errcode: number;
      /** The envelope's code (its HTTP status when it carries none). */
      readonly code: number;
      readonly msg: string;
      readonly data: unknown;
    };

interface EnvelopeBody {
  code?: unknown;
  errcode: number;
  msg: string;
  data?: unknown;
}

const isEnvelope = (body: unknown): body is EnvelopeBody =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as EnvelopeBody).errcode === 'number' &&
  typeof (body as EnvelopeBody).msg === 'string' &&
  ((body as EnvelopeBody).code === undefined || typeof (body as EnvelopeBody).code === 'number');

/**
 * The parsed body of an answer as the envelope: its data when errcode is 0 and code 200, else
 * the refusal (errcode, or the code when errcode is 0). `status` stands in for a missing code.
 * Null when the body is no envelope (a proxy's error page, a dropped connection's remains); what
 * a non-2xx status under a successful envelope means is the caller's to decide.
 */
export function unwrapEnvelope<T>(body: unknown, status: number): Unwrapped<T> | null {
  if (!isEnvelope(body)) return null;
  const code = typeof body.code === 'number' ? body.code : status;
  const errcode = body.errcode !== 0 ? body.errcode : code !== 200 ? code : 0;
  if (errcode === 0) return { ok: true, msg: body.msg, data: body.data as T };
  return { ok: false, errcode, code, msg: body.msg, data: body.data };
}

/** The parsed JSON body of `response`, or null when it is not JSON. */
export const jsonBody = (response: { json(): Promise<unknown> }): Promise<unknown> =>
  response.json().catch(() => null);
