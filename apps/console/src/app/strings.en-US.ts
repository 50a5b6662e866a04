/**
 * en-US strings of the console’s frame (app/): its name, the tools’ menu and the home page, put
 * together in i18n/en-US.ts.
 */
export const appStrings = {
  app: {
    name: 'Operator console',
    title: '{{page}} · Operator console',
    loading: 'Loading',
    skipToContent: 'Skip to content',
  },
  nav: {
    label: 'Tools',
    menu: 'Menu',
    closeMenu: 'Close menu',
    chat: 'Live chat',
    feedback: 'Feedback',
    staff: 'Staff',
    account: 'My account',
    audit: 'Audit',
    dashboard: 'Dashboard',
    mail: 'Mail',
    withdrawals: 'Withdrawals',
    deposits: 'Deposits',
    reconciliation: 'Reconciliation',
    promotions: 'Promotions',
    risk: 'Risk',
    protection: 'Player protection',
    players: 'Players',
    kyc: 'KYC',
    config: 'Config',
    signedInAs: 'Signed in as {{name}} ({{role}})',
    signOut: 'Sign out',
  },
  home: {
    title: 'Welcome',
    noTools: 'Your role has no tools yet. Ask an admin for the access you need.',
  },
} as const;
