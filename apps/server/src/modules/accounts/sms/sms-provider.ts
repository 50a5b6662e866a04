import type { SmsPurpose } from '@lobby/contract/values/enums';

/** One SMS to send. The code travels beside the text so a sandbox can show it on its own. */
export interface SmsMessage {
  /** E.164. */
  mobile: string;
  text: string;
  code: string;
  purpose: SmsPurpose;
}

/** Where SMS go. `send` resolves once the provider took the message and throws otherwise. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}
