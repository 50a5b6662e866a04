import { EnvError, type Env } from './env';
import type { Db } from '../db/database';
import { httpSmsProvider } from '../modules/accounts/sms/http-sms-provider';
import { sandboxSmsProvider } from '../modules/accounts/sms/sandbox-sms-provider';
import type { SmsProvider } from '../modules/accounts/sms/sms-provider';

type SmsEnv = Pick<
  Env,
  'SMS_PROVIDER' | 'SMS_HTTP_URL' | 'SMS_HTTP_ACCOUNT' | 'SMS_HTTP_TOKEN' | 'SMS_HTTP_FROM'
>;

const required = (env: SmsEnv, name: keyof SmsEnv): string => {
  const value = env[name];
  if (!value) throw new EnvError([name], `${name} is required when SMS_PROVIDER=http`);
  return value;
};

/**
 * The provider SMS_PROVIDER names. parseEnv already refuses `http` without its variables; the
 * check here keeps a hand-made env from slipping through.
 */
export const smsProviderFromEnv = (env: SmsEnv, db: Db): SmsProvider => {
  if (env.SMS_PROVIDER !== 'http') return sandboxSmsProvider(db);
  return httpSmsProvider({
    baseUrl: required(env, 'SMS_HTTP_URL'),
    accountSid: required(env, 'SMS_HTTP_ACCOUNT'),
    authToken: required(env, 'SMS_HTTP_TOKEN'),
    from: required(env, 'SMS_HTTP_FROM'),
  });
};
