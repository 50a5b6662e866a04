/** en-US strings of the staff sign-in page (features/sign-in), put together in i18n/en-US.ts. */
export const signInStrings = {
  signIn: {
    title: 'Sign in',
    heading: 'Staff sign-in',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in',
    codeHeading: 'Two-factor code',
    codeIntro: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
    code: 'Code',
    codeSubmit: 'Verify',
    startOver: 'Start over',
    enrolHeading: 'Set up two-factor sign-in',
    enrolIntro:
      'Scan this QR code with an authenticator app, then enter the 6-digit code it shows.',
    enrolQr: 'QR code for your authenticator app',
    enrolSecret: 'Or enter this key by hand:',
    recoveryHeading: 'Your recovery codes',
    recoveryIntro:
      'Keep these codes somewhere safe. Each signs you in once if you lose your authenticator. They are shown only now.',
    recoveryContinue: 'I have saved them: continue',
  },
} as const;
