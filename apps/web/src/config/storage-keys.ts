/** Every key this app keeps in localStorage or sessionStorage, in one place. */
export const storageKeys = {
  token: 'lobby.token',
  user: 'lobby.user',
  savedAccount: 'lobby.account',
  fingerprint: 'lobby.fingerprint',
  appConfig: 'lobby.appConfig',
  container: 'lobby.container',
  modalsSeen: 'lobby.modalsSeen',
  installDismissed: 'lobby.installDismissed',
} as const;
