/**
 * The one typed table of paths. Every product route (docs/spec/routes.json) has a name here; navigation goes through
 * `pathTo(name, query)` so a route can move without hunting for string literals.
 */
export const paths = {
  index: '/',
  'about-us': '/about-us',
  'activity-bank': '/activity/bank',
  'activity-first-deposit': '/activity/first-deposit',
  'activity-follow': '/activity/follow',
  'activity-jackpot': '/activity/jackpot',
  'activity-sign-in': '/activity/sign-in',
  'activity-sign-in-rule': '/activity/sign-in/rule',
  'activity-slotshack': '/activity/slotshack',
  agent: '/agent',
  'agent-rule': '/agent/rule',
  'auth-account-login': '/auth/accountLogin',
  'auth-bind': '/auth/bind',
  'auth-forget': '/auth/forget',
  'auth-login': '/auth/login',
  'auth-register': '/auth/register',
  'auth-set-password': '/auth/set-password',
  bonus: '/bonus',
  'bonus-event': '/bonus/event',
  'bonus-rebate': '/bonus/rebate',
  'bonus-record': '/bonus/record',
  'bonus-reward': '/bonus/reward',
  'bonus-tasks': '/bonus/tasks',
  'bonus-vip': '/bonus/vip',
  download: '/download',
  email: '/email',
  'email-detail': '/email/detail',
  faq: '/faq',
  feedback: '/feedback',
  'feedback-record': '/feedback/record',
  'feedback-record-detail': '/feedback/record/:id',
  'game-search': '/game/search',
  'game-start': '/game/start',
  member: '/member',
  'member-games': '/member/games',
  'member-profile': '/member/profile',
  'member-report': '/member/report',
  'member-retrieve-balance': '/member/retrieve-balance',
  'member-responsible-gaming': '/member/responsible-gaming',
  points: '/points',
  'privacy-policy': '/privacy-policy',
  rank: '/rank',
  'reward-record': '/reward/record',
  rules: '/rules',
  service: '/service',
  share: '/share',
  'terms-of-use': '/terms-of-use',
  vip: '/vip',
  'vip-level': '/vip/level',
  'vip-rebate': '/vip/rebate',
  'vip-rebate-record': '/vip/rebate/record',
  wallets: '/wallets',
  'wallets-card-edit': '/wallets/card/edit',
  'wallets-card-list': '/wallets/card/list',
  'wallets-record': '/wallets/record',
  withdrawal: '/withdrawal/:name',
} as const;

export type PathName = keyof typeof paths;

type Scalar = string | number;

/** Query (and path parameters) each route takes, where the spec names them. */
export interface PathQuery {
  index: { type?: string };
  agent: { tabActive?: string };
  'auth-login': { type?: 'account'; redirect?: string };
  'auth-account-login': { redirect?: string };
  'auth-register': { redirect?: string; inviteCode?: string };
  'auth-forget': { redirect?: string };
  'auth-bind': { redirect?: string };
  'auth-set-password': { redirect?: string };
  'email-detail': { id?: Scalar };
  'feedback-record-detail': { id: Scalar };
  'game-start': { gameId: Scalar; tryIt?: 0 | 1; activityId?: Scalar };
  'game-search': { q?: string };
  'member-games': { tab?: 'liked' | 'recent' };
  /** `activity`: the award log of one activity (its code, e.g. sign-up). */
  'reward-record': { activity?: string };
  'member-report': { range?: 'today' | 'yesterday' | 'week' | 'month'; gameId?: Scalar };
  /**
   * `orderNo`: the deposit the player comes back from (the checkout's return URL); `bonus=1`:
   * the deposit form opens with the bonus on offer taken (the first-deposit page's button).
   */
  wallets: { name: 'deposit' | 'withdraw'; back?: 1; orderNo?: string; bonus?: 1 };
  'wallets-card-edit': { id?: Scalar };
  withdrawal: { name: string };
}

type QueryOf<N extends PathName> = N extends keyof PathQuery ? PathQuery[N] : undefined;
type Args<N extends PathName> = N extends keyof PathQuery
  ? Partial<PathQuery[N]> extends PathQuery[N]
    ? [query?: QueryOf<N>]
    : [query: QueryOf<N>]
  : [];

export const isPathName = (value: string): value is PathName => Object.hasOwn(paths, value);

/** `pathTo('game-start', { gameId: 7 })` → "/game/start?gameId=7"; ":params" are filled first. */
export function pathTo<N extends PathName>(name: N, ...[query]: Args<N>): string {
  let path: string = paths[name];
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    const token = `:${key}`;
    if (path.includes(token)) path = path.replace(token, encodeURIComponent(String(value)));
    else search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The sign-in pages: a redirect back into them would loop. */
const signInPages: readonly string[] = [
  paths['auth-login'],
  paths['auth-account-login'],
  paths['auth-register'],
  paths['auth-forget'],
].map((p) => p.toLowerCase());

/**
 * The open-redirect guard: only a same-origin app path is followed after sign-in, never an outside
 * URL. It must start with exactly one "/" (not "//" nor "/\\", which browsers read as another
 * host), hold no control characters or spaces, and not lead back into the sign-in pages.
 */
export function safeRedirect(value: string | null | undefined, fallback: string = paths.index) {
  if (!value || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f\\]/.test(value)) return fallback;
  if (signInPages.includes(value.split(/[?#]/)[0]!.toLowerCase())) return fallback;
  return value;
}
