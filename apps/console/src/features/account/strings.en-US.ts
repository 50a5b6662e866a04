/** en-US strings of My account (features/account), put together in i18n/en-US.ts. */
export const accountStrings = {
  account: {
    title: 'My account',
    twoFactor: 'Two-factor sign-in',
    totpOn: 'Two-factor sign-in is on.',
    totpOff: 'Two-factor sign-in is not set up.',
    codesLeft_one: '{{count}} recovery code left.',
    codesLeft_other: '{{count}} recovery codes left.',
    currentCode: 'Current code from your authenticator',
    regenerate: 'New recovery codes',
    sessions: 'My sessions',
    password: 'Password',
    currentPassword: 'Current password',
    newPassword: 'New password (at least 12 characters)',
    changePassword: 'Change password',
    passwordChanged: 'Your password was changed. Your other sessions were ended.',
  },
} as const;
