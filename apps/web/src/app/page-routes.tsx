import { data, type RouteObject } from 'react-router';
import { addIconShapes } from '../components/icon';
import { pageIconShapes } from '../components/page-icons';
import { paths } from '../config/paths';
import { page, rel } from './lazy-page';
import { RouteFallback } from './layouts/route-fallback';
import { routeHandle as handle } from './route-handle';

addIconShapes(pageIconShapes);

const login = () => import('../features/auth/components/login-page');
const register = () => import('../features/auth/components/register-page');
const forget = () => import('../features/auth/components/forget-page');
const setPassword = () => import('../features/auth/components/set-password-page');
const bind = () => import('../features/auth/components/bind-page');
const legal = () => import('../features/pages/components/legal-pages');
const cards = () => import('../features/wallet/components/card-pages');
const bonus = () => import('../features/bonus/components/bonus-pages');
const vip = () => import('../features/vip/components/vip-pages');
const tasks = () => import('../features/tasks/components/tasks-page');
const rank = () => import('../features/rank/components/rank-page');
const slotsHack = () => import('../features/slots-hack/components/slots-hack-page');
const firstDeposit = () => import('../features/offers/components/first-deposit-page');
const follow = () => import('../features/offers/components/follow-page');
const fund = () => import('../features/offers/components/fund-card');
const checkIn = () => import('../features/check-in/components/check-in-pages');
const points = () => import('../features/points/components/points-page');
const agent = () => import('../features/agent/components/agent-pages');
const inviteSpin = () => import('../features/invite-spin/components/invite-spin-section');
const mail = () => import('../features/mail/components/mail-page');
const mailDetail = () => import('../features/mail/components/mail-detail-page');
const feedback = () => import('../features/feedback/components/feedback-page');
const feedbackRecord = () => import('../features/feedback/components/feedback-record-page');
const feedbackDetail = () => import('../features/feedback/components/feedback-detail-page');

/**
 * The route table after the lobby: one route object per product route, in the order of docs/spec/routes.json.
 * routes.tsx holds the root layout and the lobby (`/`); these routes are discovered on the first
 * navigation elsewhere and patched in under the root.
 */
export const pageRoutes: RouteObject[] = [
  {
    path: rel('about-us'),
    handle: handle('about-us', true, null, { title: 'about us' }),
    ...page(legal, (m) => m.AboutUsPage),
  },
  {
    path: rel('activity-bank'),
    handle: handle('activity-bank', true, 'auth'),
    ...page(
      () => import('../features/wallet/components/safebox-page'),
      (m) => m.SafeboxPage,
    ),
  },
  {
    path: rel('activity-first-deposit'),
    handle: handle('activity-first-deposit', true),
    ...page(firstDeposit, (m) => m.FirstDepositPage),
  },
  {
    path: rel('activity-follow'),
    handle: handle('activity-follow', false),
    ...page(follow, (m) => m.FollowPage),
  },
  {
    path: rel('activity-jackpot'),
    handle: handle('activity-jackpot', false),
    ...page(
      () => import('../features/jackpot/components/jackpot-page'),
      (m) => m.JackpotPage,
    ),
  },
  {
    path: rel('activity-sign-in'),
    handle: handle('activity-sign-in', true, null, {
      right: { to: paths['activity-sign-in-rule'], labelKey: 'signIn.rules' },
    }),
    ...page(checkIn, (m) => m.CheckInPage),
  },
  {
    path: rel('activity-sign-in-rule'),
    handle: handle('activity-sign-in-rule', true),
    ...page(checkIn, (m) => m.CheckInRulePage),
  },
  {
    path: rel('activity-slotshack'),
    handle: handle('activity-slotshack', false),
    ...page(slotsHack, (m) => m.SlotsHackPage),
  },
  { path: rel('agent'), handle: handle('agent', true), ...page(agent, (m) => m.AgentPage) },
  {
    path: rel('agent-rule'),
    handle: handle('agent-rule', true, null, { title: 'Agent Rule' }),
    ...page(agent, (m) => m.AgentRulePage),
  },
  {
    path: rel('auth-account-login'),
    handle: handle('auth-account-login', false),
    ...page(login, (m) => m.AccountLoginPage),
  },
  { path: rel('auth-bind'), handle: handle('auth-bind', false), ...page(bind, (m) => m.BindPage) },
  {
    path: rel('auth-forget'),
    handle: handle('auth-forget', false),
    ...page(forget, (m) => m.ForgetPage),
  },
  {
    path: rel('auth-login'),
    handle: handle('auth-login', false),
    ...page(login, (m) => m.LoginPage),
  },
  {
    path: rel('auth-register'),
    handle: handle('auth-register', false),
    ...page(register, (m) => m.RegisterPage),
  },
  {
    path: rel('auth-set-password'),
    handle: handle('auth-set-password', true),
    ...page(setPassword, (m) => m.SetPasswordPage),
  },
  {
    path: rel('bonus'),
    handle: handle('bonus', true),
    ...page(bonus, (m) => m.BonusLayout),
    children: [
      {
        index: true,
        handle: handle('bonus', true, null, { tabbar: true }),
        ...page(bonus, (m) => m.BonusRootPage),
      },
      {
        path: rel('bonus-event', 'bonus'),
        handle: handle('bonus-event', true),
        // The growth fund's card leads the event tab (features never import each other).
        ...page(
          () => Promise.all([bonus(), fund()]),
          ([b, f]) =>
            function BonusEvent() {
              return <b.BonusEventPage lead={<f.FundCard />} />;
            },
        ),
      },
      {
        path: rel('bonus-rebate', 'bonus'),
        handle: handle('bonus-rebate', true),
        ...page(bonus, (m) => m.BonusRebatePage),
      },
      {
        path: rel('bonus-record', 'bonus'),
        handle: handle('bonus-record', true),
        ...page(bonus, (m) => m.BonusRecordPage),
      },
      {
        path: rel('bonus-reward', 'bonus'),
        handle: handle('bonus-reward', true),
        ...page(bonus, (m) => m.BonusRewardPage),
      },
      {
        path: rel('bonus-tasks', 'bonus'),
        handle: handle('bonus-tasks', true),
        ...page(tasks, (m) => m.BonusTasksPage),
      },
      {
        path: rel('bonus-vip', 'bonus'),
        handle: handle('bonus-vip', true),
        ...page(bonus, (m) => m.BonusVipPage),
      },
    ],
  },
  {
    path: rel('download'),
    handle: handle('download', false),
    ...page(
      () => import('../features/pages/components/download-page'),
      (m) => m.DownloadPage,
    ),
  },
  {
    path: rel('email'),
    handle: handle('email', false, 'auth'),
    ...page(mail, (m) => m.MailPage),
  },
  {
    path: rel('email-detail'),
    handle: handle('email-detail', true),
    ...page(mailDetail, (m) => m.MailDetailPage),
  },
  {
    path: rel('faq'),
    handle: handle('faq', true),
    ...page(
      () => import('../features/pages/components/faq-page'),
      (m) => m.FaqPage,
    ),
  },
  {
    path: rel('feedback'),
    handle: handle('feedback', true, null, {
      right: { to: paths['feedback-record'], labelKey: 'feedback.records' },
    }),
    ...page(feedback, (m) => m.FeedbackPage),
  },
  {
    path: rel('feedback-record'),
    handle: handle('feedback-record', true),
    ...page(feedbackRecord, (m) => m.FeedbackRecordPage),
  },
  {
    path: rel('feedback-record-detail'),
    handle: handle('feedback-record-detail', true),
    ...page(feedbackDetail, (m) => m.FeedbackDetailPage),
  },
  {
    path: rel('game-search'),
    handle: handle('game-search', false),
    ...page(
      () => import('../features/games/components/game-search-page'),
      (m) => m.GameSearchPage,
    ),
  },
  {
    path: rel('game-start'),
    handle: handle('game-start', false, null, { immersive: true }),
    ...page(
      () => import('../features/games/components/game-start-page'),
      (m) => m.GameStartPage,
    ),
  },
  {
    path: rel('member'),
    handle: handle('member', false, 'auth', { tabbar: true }),
    ...page(
      () => import('../features/member/components/member-page'),
      (m) => m.MemberPage,
    ),
  },
  {
    path: rel('member-games'),
    handle: handle('member-games', true),
    ...page(
      () => import('../features/home/components/member-games-page'),
      (m) => m.MemberGamesPage,
    ),
  },
  {
    path: rel('member-profile'),
    handle: handle('member-profile', true),
    ...page(
      () => import('../features/member/components/profile-page'),
      (m) => m.ProfilePage,
    ),
  },
  {
    path: rel('member-responsible-gaming'),
    handle: handle('member-responsible-gaming', true, 'auth'),
    ...page(
      () => import('../features/protection/components/responsible-gaming-page'),
      (m) => m.ResponsibleGamingPage,
    ),
  },
  {
    path: rel('member-report'),
    handle: handle('member-report', false),
    ...page(
      () => import('../features/games/components/report-page'),
      (m) => m.ReportPage,
    ),
  },
  {
    path: rel('member-retrieve-balance'),
    handle: handle('member-retrieve-balance', true),
    ...page(
      () => import('../features/wallet/components/retrieve-balance-page'),
      (m) => m.RetrieveBalancePage,
    ),
  },
  { path: rel('points'), handle: handle('points', true), ...page(points, (m) => m.PointsPage) },
  {
    path: rel('privacy-policy'),
    handle: handle('privacy-policy', true),
    ...page(legal, (m) => m.PrivacyPolicyPage),
  },
  {
    path: rel('rank'),
    handle: handle('rank', false, 'auth-activity'),
    ...page(rank, (m) => m.RankPage),
  },
  {
    path: rel('reward-record'),
    handle: handle('reward-record', true),
    ...page(bonus, (m) => m.RewardRecordPage),
  },
  {
    path: rel('rules'),
    handle: handle('rules', true, null, { title: 'rules' }),
    ...page(
      () => import('../features/pages/components/rules-page'),
      (m) => m.RulesPage,
    ),
  },
  {
    path: rel('service'),
    handle: handle('service', true),
    ...page(
      () => import('../features/support/components/service-page'),
      (m) => m.ServicePage,
    ),
  },
  {
    // The invite spin (type 20) sits above the share page: invites are what it asks.
    path: rel('share'),
    handle: handle('share', true),
    ...page(
      () =>
        Promise.all([
          inviteSpin(),
          import('../features/sharing/components/sharing-page').then(
            ({ SharingPage }) => SharingPage,
          ),
        ]),
      ([spin, SharingPage]) =>
        function ShareWithSpin() {
          return (
            <>
              <spin.InviteSpinSection />
              <SharingPage />
            </>
          );
        },
    ),
  },
  {
    path: rel('terms-of-use'),
    handle: handle('terms-of-use', true),
    ...page(legal, (m) => m.TermsOfUsePage),
  },
  {
    path: rel('vip'),
    handle: handle('vip', true),
    ...page(vip, (m) => m.VipLayout),
    children: [
      {
        index: true,
        handle: handle('vip', true, null, { tabbar: true }),
        ...page(vip, (m) => m.VipRootPage),
      },
      {
        path: rel('vip-level', 'vip'),
        handle: handle('vip-level', true),
        ...page(vip, (m) => m.VipLevelPage),
      },
      {
        path: rel('vip-rebate', 'vip'),
        handle: handle('vip-rebate', true),
        ...page(vip, (m) => m.VipRebatePage),
      },
      {
        path: rel('vip-rebate-record', 'vip'),
        handle: handle('vip-rebate-record', true),
        ...page(vip, (m) => m.VipRebateRecordPage),
      },
    ],
  },
  {
    path: rel('wallets'),
    handle: handle('wallets', false, 'auth'),
    ...page(
      () => import('../features/wallet/components/wallets-page'),
      (m) => m.WalletsPage,
    ),
  },
  {
    path: rel('wallets-card-edit'),
    handle: handle('wallets-card-edit', true, 'auth'),
    ...page(cards, (m) => m.CardEditPage),
  },
  {
    path: rel('wallets-card-list'),
    handle: handle('wallets-card-list', true),
    ...page(cards, (m) => m.CardListPage),
  },
  {
    path: rel('wallets-record'),
    handle: handle('wallets-record', true),
    ...page(
      () => import('../features/wallet/components/wallet-record-page'),
      (m) => m.WalletRecordPage,
    ),
  },
  {
    path: rel('withdrawal'),
    handle: handle('withdrawal', true, 'auth', { title: 'withdraw' }),
    ...page(
      () => import('../features/wallet/components/withdrawal-page'),
      (m) => m.WithdrawalPage,
    ),
  },
  {
    // Anything else raises a 404 whose message names the path (docs/api.md "What the app does with answers").
    path: '*',
    Component: RouteFallback,
    loader: ({ request }) => {
      throw data(`Page not found: ${new URL(request.url).pathname}`, {
        status: 404,
        statusText: 'Not Found',
      });
    },
  },
];
