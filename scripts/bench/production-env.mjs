// The production posture the bench measures: real provider kinds pointed at addresses nothing
// listens on (a bench neither pays nor texts anyone), and secrets made for the run. The server
// refuses to start in production with a sandbox or a development secret (docs/security.md).
import { randomBytes } from 'node:crypto';

const secret = () => randomBytes(24).toString('hex');

export const productionEnv = () => ({
  APP_ENV: 'production',
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_API_URL: 'http://127.0.0.1:9',
  STRIPE_SECRET_KEY: `sk_test_${secret()}`,
  STRIPE_WEBHOOK_SECRET: `whsec_${secret()}`,
  PUBLIC_URL: 'http://127.0.0.1',
  PAYOUT_PROVIDER: 'manual',
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'http://127.0.0.1:9',
  SMS_HTTP_ACCOUNT: 'bench',
  SMS_HTTP_TOKEN: secret(),
  SMS_HTTP_FROM: '+15550000000',
  CHALLENGE_SECRET: secret(),
  STAFF_TOTP_KEY: secret(),
  METRICS_TOKEN: secret(),
});
