/** A production environment that passes: every provider real, every secret strong. */
export const productionEnv = {
  APP_ENV: 'production',
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_0123456789abcdefghijklmnopqrstuv',
  STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdefghijklmnopqrstuv',
  PUBLIC_URL: 'https://lobby.example',
  PAYOUT_PROVIDER: 'manual',
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'https://sms.example/2010-04-01',
  SMS_HTTP_ACCOUNT: 'AC0123',
  SMS_HTTP_TOKEN: '0123456789abcdef0123456789abcdef',
  SMS_HTTP_FROM: '+15550000000',
  CHALLENGE_SECRET: 'challenge-0123456789abcdefghijklmnopqrst',
  STAFF_TOTP_KEY: 'staff-totp-0123456789abcdefghijklmnopqrs',
  METRICS_TOKEN: 'metrics-0123456789abcdefghijklmnopqrstu',
} as const;
