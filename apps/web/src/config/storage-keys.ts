/** Every key this app keeps in localStorage or sessionStorage, in one place. */
export const storageKeys = {
  token: 'lobby.token',
  user: 'lobby.user',
  savedAccount: 'lobby.account',
  fingerprint: 'lobby.fingerprint',
  appConfig: 'lobby.appConfig',
  container: 'lobby.container',
  modalsSeen: 'lobby.modalsSeen',
  /** The start-up modals shown today, per player (localStorage): at most two a day, each once. */
  modalsToday: 'lobby.modalsToday',
  installDismissed: 'lobby.installDismissed',
  /** An invite code the player arrived with (`?inviteCode=`), offered again at sign-up. */
  inviteCode: 'lobby.inviteCode',
  /** A Google/Facebook/LINE sign-in under way: its state, nonce and where to return. */
  socialAuth: 'lobby.socialAuth',
  /** Where the player last dragged the floating game handle (localStorage). */
  gameHandle: 'lobby.gameHandle',
  /** Where the player last dragged the jackpot bubble (sessionStorage: for the visit). */
  jackpotBubble: 'lobby.jackpotBubble',
  /** The deposit whose checkout the player went to (sessionStorage), shown when they return. */
  pendingDeposit: 'lobby.pendingDeposit',
  /** This browser's id in the live chat (a visitor's conversation is kept by it). */
  chatDevice: 'lobby.chatDevice',
  /** This browser has a chat conversation: its socket is kept for the unread badge. */
  chatKept: 'lobby.chatKept',
  /** Chat messages written but not acknowledged yet, per owner: sent again after a reload. */
  chatOutbox: 'lobby.chatOutbox',
} as const;
