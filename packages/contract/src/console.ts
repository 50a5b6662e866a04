import { z } from 'zod';
import { RequestId } from './common';
import { CursorPageRequest, cursorPageOf, PageRequest, pageOf } from './pagination';
import { ChatConversationState, ChatImage, ChatImageUploadRequest, ChatMessage } from './chat';
import { FeedbackDetailAnswer, FeedbackStatus, FeedbackSummary } from './feedback';
import { STAFF_ROLES, type ConsolePermission } from './values/console';
import {
  MailBroadcastCancelRequest,
  MailBroadcastCreateRequest,
  MailBroadcastIdAnswer,
  MailBroadcastItem,
  MailBroadcastsAnswer,
  MailBroadcastsRequest,
  MailSegmentCountAnswer,
  MailSegmentCountRequest,
  MailSendRequest,
} from './console-mail';
import { DashboardAnswer, DashboardRequest } from './console-dashboard';
import {
  DepositOrderAnswer,
  DepositOrderRequest,
  DepositSearchAnswer,
  DepositSearchRequest,
  PromotionsCostAnswer,
  PromotionsCostRequest,
  ReconciliationAnswer,
  ReconciliationRequest,
  WithdrawalApproveRequest,
  WithdrawalDecisionAnswer,
  WithdrawalMarkPaidRequest,
  WithdrawalOrderAnswer,
  WithdrawalOrderRequest,
  WithdrawalQueueAnswer,
  WithdrawalQueueRequest,
  WithdrawalRefuseRequest,
} from './console-money';
import {
  AdjustmentDecideRequest,
  AdjustmentRefuseRequest,
  AdjustmentsAnswer,
  AdjustmentsRequest,
  BalanceAdjustment,
  PlayerAddNoteRequest,
  PlayerAdjustBalanceRequest,
  PlayerBalancesAnswer,
  PlayerDepositsAnswer,
  PlayerEndSessionAnswer,
  PlayerEndSessionRequest,
  PlayerIdRequest,
  PlayerLedgerAnswer,
  PlayerLedgerRequest,
  PlayerLockRequest,
  PlayerNote,
  PlayerNotesAnswer,
  PlayerPageRequest,
  PlayerProfile,
  PlayerReferralsAnswer,
  PlayerRewardsAnswer,
  PlayerRoundsAnswer,
  PlayerSearchAnswer,
  PlayerSearchRequest,
  PlayerSessionsAnswer,
  PlayerWithdrawalsAnswer,
} from './console-players';
import {
  ConfigRevisionDiffAnswer,
  ConfigRevisionDiffRequest,
  ConfigRevisionsAnswer,
  ConfigRevisionsRequest,
  ConfigRollbackRequest,
  ConfigSaveAnswer,
  ConfigSaveRequest,
  ConfigSectionsAnswer,
} from './console-config';

/**
 * The operator console's calls: POST /console/api/v1/<name>, with the console's own session (an
 * HttpOnly cookie on /console), never a player's. Each call names the permission it needs; the
 * server checks it against the staff member's role (values/console.ts) before anything else.
 */

const EpochSeconds = z.number().int();
const Money = z.number().int();

export const StaffRole = z.enum(STAFF_ROLES);

export const Staff = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  name: z.string(),
  role: StaffRole,
});
export type Staff = z.infer<typeof Staff>;

export const StaffSignInRequest = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  password: z.string().min(1).max(256),
});
/**
 * A right password opens no session: it answers the second step (ADR 0042). `totp`: send a code
 * from the authenticator (or a recovery code) with the pending token to staffSignInCode.
 * `enrol`: the account has no TOTP yet; scan the QR (or type the secret), then confirm with a
 * code the same way. The pending token is good for a few minutes and once.
 */
export const StaffSignInAnswer = z.discriminatedUnion('step', [
  z.object({ step: z.literal('totp'), pendingToken: z.string() }),
  z.object({
    step: z.literal('enrol'),
    pendingToken: z.string(),
    /** otpauth://totp/… for an authenticator app. */
    otpauthUrl: z.string(),
    /** The same URL as a QR code, an SVG document. */
    qrSvg: z.string(),
    /** The base32 secret, for typing in by hand. */
    secret: z.string(),
  }),
]);
export type StaffSignInAnswer = z.infer<typeof StaffSignInAnswer>;

/** A TOTP code (6 digits) or a recovery code (xxxxx-xxxxx). */
const SecondFactorCode = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(\d{6}|[a-z0-9]{5}-[a-z0-9]{5})$/);

export const StaffSignInCodeRequest = z.object({
  pendingToken: z.string().min(1).max(64),
  code: SecondFactorCode,
});

/** A signed-in console session: who, and when it ends at the latest. */
export const StaffSessionAnswer = z.object({ staff: Staff, expiresAt: EpochSeconds });
export type StaffSessionAnswer = z.infer<typeof StaffSessionAnswer>;

export const StaffSignInCodeAnswer = StaffSessionAnswer.extend({
  /** Just enrolled: the ten recovery codes, shown this once. Otherwise empty. */
  recoveryCodes: z.array(z.string()),
});
export type StaffSignInCodeAnswer = z.infer<typeof StaffSignInCodeAnswer>;

/** A staff member as the Staff page lists them. */
export const StaffMember = Staff.extend({
  disabled: z.boolean(),
  totpEnabled: z.boolean(),
  createdAt: EpochSeconds,
});
export type StaffMember = z.infer<typeof StaffMember>;

const StaffPassword = z.string().min(12).max(256);
const StaffName = z.string().trim().min(1).max(64);

export const StaffListAnswer = z.object({ list: z.array(StaffMember) });
export type StaffListAnswer = z.infer<typeof StaffListAnswer>;
export const StaffCreateRequest = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  name: StaffName,
  role: StaffRole,
  /** Absent: one is generated and answered once. */
  password: StaffPassword.optional(),
});
export const StaffCreateAnswer = z.object({
  staff: StaffMember,
  /** The generated password, shown once; null when the request gave one. */
  password: z.string().nullable(),
});
export type StaffCreateAnswer = z.infer<typeof StaffCreateAnswer>;
export const StaffUpdateRequest = z.object({
  id: RequestId,
  name: StaffName.optional(),
  role: StaffRole.optional(),
  /** true disables the account and ends its sessions; false enables it again. */
  disabled: z.boolean().optional(),
});
export const StaffIdRequest = z.object({ id: RequestId });

/** A live console session. */
export const StaffSessionInfo = z.object({
  id: z.number().int().positive(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: EpochSeconds,
  lastSeenAt: EpochSeconds,
  expiresAt: EpochSeconds,
  /** The session this request came in. */
  current: z.boolean(),
});
export type StaffSessionInfo = z.infer<typeof StaffSessionInfo>;
export const StaffSessionsAnswer = z.object({ list: z.array(StaffSessionInfo) });
export type StaffSessionsAnswer = z.infer<typeof StaffSessionsAnswer>;
export const StaffEndSessionRequest = z.object({ sessionId: RequestId });

export const MyAccountAnswer = z.object({
  staff: Staff,
  totpEnabled: z.boolean(),
  /** Recovery codes not used yet. */
  recoveryCodesLeft: z.number().int().min(0),
});
export type MyAccountAnswer = z.infer<typeof MyAccountAnswer>;
export const MyPasswordChangeRequest = z.object({
  current: z.string().min(1).max(256),
  next: StaffPassword,
});
/** New recovery codes replace the old; a current TOTP code proves the authenticator is at hand. */
export const MyRecoveryCodesRequest = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});
export const MyRecoveryCodesAnswer = z.object({ recoveryCodes: z.array(z.string()) });
export type MyRecoveryCodesAnswer = z.infer<typeof MyRecoveryCodesAnswer>;

const None = z.object({});

// ---- chat ----

/** A conversation as the inbox lists it: who the player is and where it stands. */
export const ChatInboxItem = ChatConversationState.extend({
  /** The player's id; null for a visitor (known by device only). */
  userId: z.number().int().positive().nullable(),
  nickname: z.string().nullable(),
  vip: z.number().int().nullable(),
  /** The player's coin balance now, in hundredths; null for a visitor. */
  balance: Money.nullable(),
  staffId: z.number().int().positive().nullable(),
  /** The latest message's start, and when. */
  preview: z.string(),
  lastMessageAt: EpochSeconds,
  /** Player messages staff have not read. */
  unread: z.number().int().min(0),
  createdAt: EpochSeconds,
});
export type ChatInboxItem = z.infer<typeof ChatInboxItem>;

export const ChatInboxRequest = PageRequest.extend({
  /** active: queued and open (the default); mine: open and assigned to the caller. */
  view: z.enum(['active', 'mine', 'closed']).default('active'),
});
export const ChatInboxAnswer = pageOf(ChatInboxItem);
export type ChatInboxAnswer = z.infer<typeof ChatInboxAnswer>;

export const ChatConversationRequest = z.object({ id: RequestId });
export const ChatConversationAnswer = z.object({
  conversation: ChatInboxItem,
  /** Oldest first, the latest CHAT_HISTORY_MAX. */
  messages: z.array(ChatMessage),
});
export type ChatConversationAnswer = z.infer<typeof ChatConversationAnswer>;

/** Takes a conversation (from the queue, or from another staff member) for the caller. */
export const ChatAssignRequest = z.object({ id: RequestId });
export const ChatCloseRequest = z.object({ id: RequestId });
export const ChatReopenRequest = z.object({ id: RequestId });
export const ChatStateAnswer = ChatConversationState;

export const CannedReply = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  text: z.string(),
});
export const ChatCannedRepliesAnswer = z.object({ list: z.array(CannedReply) });
export type ChatCannedRepliesAnswer = z.infer<typeof ChatCannedRepliesAnswer>;

// ---- feedback ----

export const FeedbackQueueItem = FeedbackSummary.extend({ userId: z.number().int().positive() });
export const FeedbackQueueRequest = PageRequest.extend({
  status: FeedbackStatus.optional(),
});
export const FeedbackQueueAnswer = pageOf(FeedbackQueueItem);
export type FeedbackQueueAnswer = z.infer<typeof FeedbackQueueAnswer>;
export const FeedbackThreadRequest = z.object({ id: RequestId });
export const FeedbackThreadAnswer = FeedbackDetailAnswer.extend({
  userId: z.number().int().positive(),
});
export type FeedbackThreadAnswer = z.infer<typeof FeedbackThreadAnswer>;
export const FeedbackAnswerRequest = z.object({
  id: RequestId,
  text: z.string().trim().min(1).max(4000),
  close: z.boolean().default(false),
});
export const FeedbackAnswerAnswer = z.object({ messageId: z.number().int().positive() });

// ---- audit ----

export const AuditActorKind = z.enum(['staff', 'cli', 'system']);

/** An audit log entry: who changed what, when, from where, and the fields before and after. */
export const AuditLogItem = z.object({
  id: z.number().int().positive(),
  /** When, ISO 8601 in UTC with microseconds (as the entry's hash covers it). */
  at: z.string(),
  actorKind: AuditActorKind,
  /** The staff member's id; null for the ops CLI and the server. */
  actorId: z.number().int().positive().nullable(),
  /** A staff member's email, the CLI's `user@cli`, or what in the server acted. */
  actorName: z.string(),
  ip: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  /** The changed fields before (null: it did not exist) and after the change. */
  before: z.unknown(),
  after: z.unknown(),
  /** The entry's SHA-256, hex. */
  hash: z.string(),
});
export type AuditLogItem = z.infer<typeof AuditLogItem>;

export const AuditLogRequest = CursorPageRequest.extend({
  /** Only this actor's entries (an email, `user@cli`), exactly. */
  actor: z.string().trim().min(1).max(254).optional(),
  /** Only this action's entries (e.g. chatAssign, withdrawal.approve), exactly. */
  action: z.string().trim().min(1).max(64).optional(),
});
export const AuditLogAnswer = cursorPageOf(AuditLogItem);
export type AuditLogAnswer = z.infer<typeof AuditLogAnswer>;

export const AuditVerifyAnswer = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    entries: z.number().int().min(0),
    headId: z.number().int().positive().nullable(),
    headHash: z.string().nullable(),
  }),
  z.object({
    ok: z.literal(false),
    /** Entries that hold before the first bad one. */
    entries: z.number().int().min(0),
    firstBadId: z.number().int().positive(),
    reason: z.string(),
  }),
]);
export type AuditVerifyAnswer = z.infer<typeof AuditVerifyAnswer>;

export interface ConsoleCallDef<
  Req extends z.ZodType = z.ZodType,
  Ans extends z.ZodType = z.ZodType,
> {
  readonly name: string;
  /** Null: any signed-in staff member (and staffSignIn: nobody signed in yet). */
  readonly permission: ConsolePermission | null;
  readonly summary: string;
  readonly request: Req;
  readonly answer: Ans;
}

const defineConsoleCall = <Req extends z.ZodType, Ans extends z.ZodType>(
  def: ConsoleCallDef<Req, Ans>,
) => def;

/** Every console call. The console app, the server's router and the permission test read it. */
export const consoleRegistry = {
  staffSignIn: defineConsoleCall({
    name: 'staffSignIn',
    permission: null,
    summary:
      'Checks a staff member’s password: answers the second step (a TOTP code or enrolment).',
    request: StaffSignInRequest,
    answer: StaffSignInAnswer,
  }),
  staffSignInCode: defineConsoleCall({
    name: 'staffSignInCode',
    permission: null,
    summary: 'The second factor (or enrolment’s first code): sets the console session cookie.',
    request: StaffSignInCodeRequest,
    answer: StaffSignInCodeAnswer,
  }),
  staffSignOut: defineConsoleCall({
    name: 'staffSignOut',
    permission: null,
    summary: 'Ends this console session.',
    request: None,
    answer: None,
  }),
  staffMe: defineConsoleCall({
    name: 'staffMe',
    permission: null,
    summary: 'The signed-in staff member.',
    request: None,
    answer: StaffSessionAnswer,
  }),
  myAccount: defineConsoleCall({
    name: 'myAccount',
    permission: null,
    summary: 'The caller’s account: TOTP status and recovery codes left.',
    request: None,
    answer: MyAccountAnswer,
  }),
  mySessions: defineConsoleCall({
    name: 'mySessions',
    permission: null,
    summary: 'The caller’s live console sessions.',
    request: None,
    answer: StaffSessionsAnswer,
  }),
  myEndSession: defineConsoleCall({
    name: 'myEndSession',
    permission: null,
    summary: 'Ends one of the caller’s sessions.',
    request: StaffEndSessionRequest,
    answer: None,
  }),
  myPasswordChange: defineConsoleCall({
    name: 'myPasswordChange',
    permission: null,
    summary: 'Changes the caller’s password; their other sessions end.',
    request: MyPasswordChangeRequest,
    answer: None,
  }),
  myRecoveryCodes: defineConsoleCall({
    name: 'myRecoveryCodes',
    permission: null,
    summary: 'New recovery codes for the caller, shown once; the old ones stop working.',
    request: MyRecoveryCodesRequest,
    answer: MyRecoveryCodesAnswer,
  }),
  staffList: defineConsoleCall({
    name: 'staffList',
    permission: 'staff',
    summary: 'Every staff account.',
    request: None,
    answer: StaffListAnswer,
  }),
  staffCreate: defineConsoleCall({
    name: 'staffCreate',
    permission: 'staff',
    summary: 'Creates a staff account; it enrols TOTP at its first sign-in.',
    request: StaffCreateRequest,
    answer: StaffCreateAnswer,
  }),
  staffUpdate: defineConsoleCall({
    name: 'staffUpdate',
    permission: 'staff',
    summary:
      'Changes a staff member’s name or role, or disables (ending their sessions) or enables them.',
    request: StaffUpdateRequest,
    answer: StaffMember,
  }),
  staffResetTotp: defineConsoleCall({
    name: 'staffResetTotp',
    permission: 'staff',
    summary: 'Removes a staff member’s TOTP and recovery codes: they enrol again at sign-in.',
    request: StaffIdRequest,
    answer: StaffMember,
  }),
  staffSessions: defineConsoleCall({
    name: 'staffSessions',
    permission: 'staff',
    summary: 'A staff member’s live console sessions.',
    request: StaffIdRequest,
    answer: StaffSessionsAnswer,
  }),
  staffEndSession: defineConsoleCall({
    name: 'staffEndSession',
    permission: 'staff',
    summary: 'Ends any staff member’s console session.',
    request: StaffEndSessionRequest,
    answer: None,
  }),
  chatInbox: defineConsoleCall({
    name: 'chatInbox',
    permission: 'chat',
    summary: 'Conversations: queued and open, the caller’s, or closed; the latest activity first.',
    request: ChatInboxRequest,
    answer: ChatInboxAnswer,
  }),
  chatConversation: defineConsoleCall({
    name: 'chatConversation',
    permission: 'chat',
    summary: 'One conversation with its player and its latest messages.',
    request: ChatConversationRequest,
    answer: ChatConversationAnswer,
  }),
  chatAssign: defineConsoleCall({
    name: 'chatAssign',
    permission: 'chat',
    summary: 'Takes a conversation for the caller.',
    request: ChatAssignRequest,
    answer: ChatStateAnswer,
  }),
  chatClose: defineConsoleCall({
    name: 'chatClose',
    permission: 'chat',
    summary: 'Closes a conversation; the player’s next message opens a new one.',
    request: ChatCloseRequest,
    answer: ChatStateAnswer,
  }),
  chatReopen: defineConsoleCall({
    name: 'chatReopen',
    permission: 'chat',
    summary: 'Reopens a closed conversation for the caller.',
    request: ChatReopenRequest,
    answer: ChatStateAnswer,
  }),
  chatCannedReplies: defineConsoleCall({
    name: 'chatCannedReplies',
    permission: 'chat',
    summary: 'The operator’s canned replies.',
    request: None,
    answer: ChatCannedRepliesAnswer,
  }),
  chatImageUpload: defineConsoleCall({
    name: 'chatImageUpload',
    permission: 'chat',
    summary: 'Uploads an image for a staff message (checked by content, re-encoded).',
    request: ChatImageUploadRequest.pick({ image: true }),
    answer: ChatImage,
  }),
  feedbackQueue: defineConsoleCall({
    name: 'feedbackQueue',
    permission: 'feedback',
    summary: 'Players’ feedback, by status, the latest activity first.',
    request: FeedbackQueueRequest,
    answer: FeedbackQueueAnswer,
  }),
  feedbackThread: defineConsoleCall({
    name: 'feedbackThread',
    permission: 'feedback',
    summary: 'One feedback thread with its images.',
    request: FeedbackThreadRequest,
    answer: FeedbackThreadAnswer,
  }),
  feedbackAnswer: defineConsoleCall({
    name: 'feedbackAnswer',
    permission: 'feedback',
    summary: 'A staff reply to a feedback thread, and optionally its close.',
    request: FeedbackAnswerRequest,
    answer: FeedbackAnswerAnswer,
  }),
  auditLog: defineConsoleCall({
    name: 'auditLog',
    permission: 'audit',
    summary: 'The audit log, newest first, by actor and action.',
    request: AuditLogRequest,
    answer: AuditLogAnswer,
  }),
  auditVerify: defineConsoleCall({
    name: 'auditVerify',
    permission: 'audit',
    summary: 'Checks the audit log’s hash chain: the first entry edited, removed or inserted.',
    request: None,
    answer: AuditVerifyAnswer,
  }),
  mailBroadcastCreate: defineConsoleCall({
    name: 'mailBroadcastCreate',
    permission: 'mail.broadcast',
    summary:
      'Stores a broadcast to a segment, from a start time until it expires, with an attachment.',
    request: MailBroadcastCreateRequest,
    answer: MailBroadcastItem,
  }),
  mailBroadcasts: defineConsoleCall({
    name: 'mailBroadcasts',
    permission: 'mail.read',
    summary: 'The latest broadcasts and mails to one player, with copies made and claimed.',
    request: MailBroadcastsRequest,
    answer: MailBroadcastsAnswer,
  }),
  mailBroadcastCancel: defineConsoleCall({
    name: 'mailBroadcastCancel',
    permission: 'mail.broadcast',
    summary: 'Cancels a broadcast that has not started: nobody gets it.',
    request: MailBroadcastCancelRequest,
    answer: MailBroadcastItem,
  }),
  mailSegmentCount: defineConsoleCall({
    name: 'mailSegmentCount',
    permission: 'mail.read',
    summary: 'How many players a segment reaches now.',
    request: MailSegmentCountRequest,
    answer: MailSegmentCountAnswer,
  }),
  mailSend: defineConsoleCall({
    name: 'mailSend',
    permission: 'mail',
    summary: 'A mail to one player, without attachment.',
    request: MailSendRequest,
    answer: MailBroadcastIdAnswer,
  }),
  dashboard: defineConsoleCall({
    name: 'dashboard',
    permission: 'reports.read',
    summary:
      'Today’s and each recent day’s deposits, withdrawals, GGR, bonus cost, new and active players.',
    request: DashboardRequest,
    answer: DashboardAnswer,
  }),
  withdrawalQueue: defineConsoleCall({
    name: 'withdrawalQueue',
    permission: 'withdrawals.read',
    summary: 'Withdrawal orders by status (the review queue by default), oldest first.',
    request: WithdrawalQueueRequest,
    answer: WithdrawalQueueAnswer,
  }),
  withdrawalOrder: defineConsoleCall({
    name: 'withdrawalOrder',
    permission: 'withdrawals.read',
    summary: 'One withdrawal with its player’s balance and latest withdrawals.',
    request: WithdrawalOrderRequest,
    answer: WithdrawalOrderAnswer,
  }),
  withdrawalApprove: defineConsoleCall({
    name: 'withdrawalApprove',
    permission: 'withdrawals',
    summary: 'Approves a withdrawal waiting for review; its payout is queued.',
    request: WithdrawalApproveRequest,
    answer: WithdrawalDecisionAnswer,
  }),
  withdrawalRefuse: defineConsoleCall({
    name: 'withdrawalRefuse',
    permission: 'withdrawals',
    summary: 'Refuses a withdrawal waiting for review, with a reason; the amount returns to coin.',
    request: WithdrawalRefuseRequest,
    answer: WithdrawalDecisionAnswer,
  }),
  withdrawalMarkPaid: defineConsoleCall({
    name: 'withdrawalMarkPaid',
    permission: 'withdrawals',
    summary: 'An approved withdrawal paid at the bank by hand, with the bank’s reference.',
    request: WithdrawalMarkPaidRequest,
    answer: WithdrawalDecisionAnswer,
  }),
  depositSearch: defineConsoleCall({
    name: 'depositSearch',
    permission: 'money.read',
    summary: 'Deposit orders by order number, player or status, newest first.',
    request: DepositSearchRequest,
    answer: DepositSearchAnswer,
  }),
  depositOrder: defineConsoleCall({
    name: 'depositOrder',
    permission: 'money.read',
    summary: 'One deposit order with every event its payment provider sent about it.',
    request: DepositOrderRequest,
    answer: DepositOrderAnswer,
  }),
  reconciliation: defineConsoleCall({
    name: 'reconciliation',
    permission: 'withdrawals.read',
    summary: 'A UTC day’s deposits and paid withdrawals: the ledger against the providers.',
    request: ReconciliationRequest,
    answer: ReconciliationAnswer,
  }),
  promotionsCost: defineConsoleCall({
    name: 'promotionsCost',
    permission: 'money.read',
    summary: 'What each rewards activity cost in a range of UTC days, and its grants by state.',
    request: PromotionsCostRequest,
    answer: PromotionsCostAnswer,
  }),
  playerSearch: defineConsoleCall({
    name: 'playerSearch',
    permission: 'players.read',
    summary: 'Finds players by id, phone, account, invite code (exactly) or nickname (its start).',
    request: PlayerSearchRequest,
    answer: PlayerSearchAnswer,
  }),
  playerProfile: defineConsoleCall({
    name: 'playerProfile',
    permission: 'players.read',
    summary: 'A player’s profile, and whether the account is locked.',
    request: PlayerIdRequest,
    answer: PlayerProfile,
  }),
  playerSessions: defineConsoleCall({
    name: 'playerSessions',
    permission: 'players.read',
    summary: 'A player’s live sessions.',
    request: PlayerIdRequest,
    answer: PlayerSessionsAnswer,
  }),
  playerEndSession: defineConsoleCall({
    name: 'playerEndSession',
    permission: 'players.write',
    summary: 'Ends one of a player’s sessions, or all of them.',
    request: PlayerEndSessionRequest,
    answer: PlayerEndSessionAnswer,
  }),
  playerLock: defineConsoleCall({
    name: 'playerLock',
    permission: 'players.write',
    summary: 'Locks a player’s account: their sessions end and sign-in is refused.',
    request: PlayerLockRequest,
    answer: PlayerProfile,
  }),
  playerUnlock: defineConsoleCall({
    name: 'playerUnlock',
    permission: 'players.write',
    summary: 'Unlocks a player’s account: they may sign in again.',
    request: PlayerLockRequest,
    answer: PlayerProfile,
  }),
  playerNotes: defineConsoleCall({
    name: 'playerNotes',
    permission: 'players.read',
    summary: 'Staff notes on a player, newest first.',
    request: PlayerPageRequest,
    answer: PlayerNotesAnswer,
  }),
  playerAddNote: defineConsoleCall({
    name: 'playerAddNote',
    permission: 'players.write',
    summary: 'Adds a staff note to a player.',
    request: PlayerAddNoteRequest,
    answer: PlayerNote,
  }),
  playerBalances: defineConsoleCall({
    name: 'playerBalances',
    permission: 'money.read',
    summary: 'A player’s balances: coin, bonus, safebox, withdrawal hold, wagering.',
    request: PlayerIdRequest,
    answer: PlayerBalancesAnswer,
  }),
  playerLedger: defineConsoleCall({
    name: 'playerLedger',
    permission: 'money.read',
    summary: 'A player’s coin statement from the ledger, newest first.',
    request: PlayerLedgerRequest,
    answer: PlayerLedgerAnswer,
  }),
  playerDeposits: defineConsoleCall({
    name: 'playerDeposits',
    permission: 'money.read',
    summary: 'A player’s deposits, newest first.',
    request: PlayerPageRequest,
    answer: PlayerDepositsAnswer,
  }),
  playerWithdrawals: defineConsoleCall({
    name: 'playerWithdrawals',
    permission: 'money.read',
    summary: 'A player’s withdrawals, newest first.',
    request: PlayerPageRequest,
    answer: PlayerWithdrawalsAnswer,
  }),
  playerRounds: defineConsoleCall({
    name: 'playerRounds',
    permission: 'players.read',
    summary: 'A player’s game rounds, newest first.',
    request: PlayerPageRequest,
    answer: PlayerRoundsAnswer,
  }),
  playerRewards: defineConsoleCall({
    name: 'playerRewards',
    permission: 'players.read',
    summary: 'A player’s reward grants, newest first.',
    request: PlayerPageRequest,
    answer: PlayerRewardsAnswer,
  }),
  playerReferrals: defineConsoleCall({
    name: 'playerReferrals',
    permission: 'players.read',
    summary: 'A player’s inviter and the players they invited.',
    request: PlayerPageRequest,
    answer: PlayerReferralsAnswer,
  }),
  playerAdjustBalance: defineConsoleCall({
    name: 'playerAdjustBalance',
    permission: 'ledger',
    summary:
      'Credits or debits a player’s coin through the ledger, with a reason; above the four-eyes threshold it waits for another member’s approval.',
    request: PlayerAdjustBalanceRequest,
    answer: BalanceAdjustment,
  }),
  balanceAdjustments: defineConsoleCall({
    name: 'balanceAdjustments',
    permission: 'ledger',
    summary: 'Balance adjustments by status (pending first), optionally one player’s.',
    request: AdjustmentsRequest,
    answer: AdjustmentsAnswer,
  }),
  adjustmentApprove: defineConsoleCall({
    name: 'adjustmentApprove',
    permission: 'ledger',
    summary: 'Approves a pending adjustment (not one’s own): it posts to the ledger.',
    request: AdjustmentDecideRequest,
    answer: BalanceAdjustment,
  }),
  adjustmentRefuse: defineConsoleCall({
    name: 'adjustmentRefuse',
    permission: 'ledger',
    summary: 'Refuses a pending adjustment: nothing is posted.',
    request: AdjustmentRefuseRequest,
    answer: BalanceAdjustment,
  }),
  configSections: defineConsoleCall({
    name: 'configSections',
    permission: 'config.read',
    summary: 'The editable config sections, their values and their documents’ revisions.',
    request: None,
    answer: ConfigSectionsAnswer,
  }),
  // A save's permission is its section's (values/console-config.ts), checked by the handler: the
  // router lets every role that reads the config in, and each section refuses (1602) the others.
  configSave: defineConsoleCall({
    name: 'configSave',
    permission: 'config.read',
    summary: 'Saves one config section as a new revision, refused when its base is stale.',
    request: ConfigSaveRequest,
    answer: ConfigSaveAnswer,
  }),
  configRevisions: defineConsoleCall({
    name: 'configRevisions',
    permission: 'config.read',
    summary: 'A config document’s revisions, newest first: who, when, note, sections changed.',
    request: ConfigRevisionsRequest,
    answer: ConfigRevisionsAnswer,
  }),
  configRevisionDiff: defineConsoleCall({
    name: 'configRevisionDiff',
    permission: 'config.read',
    summary: 'What a config revision changed against the one before it.',
    request: ConfigRevisionDiffRequest,
    answer: ConfigRevisionDiffAnswer,
  }),
  configRollback: defineConsoleCall({
    name: 'configRollback',
    permission: 'config.read',
    summary:
      'Saves a new revision whose content is an earlier one’s (each section it changes checked).',
    request: ConfigRollbackRequest,
    answer: ConfigSaveAnswer,
  }),
} as const;

export type ConsoleRegistry = typeof consoleRegistry;
export type ConsoleCallName = keyof ConsoleRegistry;
export type ConsoleRequestOf<N extends ConsoleCallName> = z.input<ConsoleRegistry[N]['request']>;
export type ConsoleAnswerOf<N extends ConsoleCallName> = z.output<ConsoleRegistry[N]['answer']>;
