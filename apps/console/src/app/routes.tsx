import type { RouteObject } from 'react-router';
import { Loading } from '../components/error-box';
import { SignInPage } from '../features/sign-in/sign-in-page';
import { Home, NotFound } from './home';
import { Permitted } from './permitted';
import { Shell } from './shell';

/**
 * The console's routes, under the router's basename /console. Each tool's page is its own chunk,
 * loaded when first opened; its permission is checked before it renders.
 */
export const routes: RouteObject[] = [
  { path: '/sign-in', element: <SignInPage /> },
  {
    path: '/',
    element: <Shell />,
    // While a tool's chunk loads on the first page.
    hydrateFallbackElement: <Loading />,
    children: [
      { index: true, element: <Home /> },
      {
        path: 'chat/:id?',
        lazy: async () => {
          const { ChatPage } = await import('../features/chat/chat-page');
          return {
            element: (
              <Permitted permission="chat.read">
                <ChatPage />
              </Permitted>
            ),
          };
        },
      },
      {
        path: 'kyc/:id?',
        lazy: async () => {
          const { KycPage } = await import('../features/kyc/kyc-page');
          return {
            element: (
              <Permitted permission="kyc.read">
                <KycPage />
              </Permitted>
            ),
          };
        },
      },
      {
        path: 'feedback/:id?',
        lazy: async () => {
          const { FeedbackPage } = await import('../features/feedback/feedback-page');
          return {
            element: (
              <Permitted permission="feedback.read">
                <FeedbackPage />
              </Permitted>
            ),
          };
        },
      },
      {
        path: 'dashboard',
        lazy: async () => {
          const { DashboardPage } = await import('../features/dashboard/dashboard-page');
          return {
            element: (
              <Permitted permission="reports.read">
                <DashboardPage />
              </Permitted>
            ),
          };
        },
      },
      {
        path: 'mail',
        lazy: async () => {
          const { MailPage } = await import('../features/mail/mail-page');
          return {
            element: (
              <Permitted permission="mail.read">
                <MailPage />
              </Permitted>
            ),
          };
        },
      },
      {
        path: 'staff',
        lazy: async () => {
          const { StaffPage } = await import('../features/staff/staff-page');
          return {
            element: (
              <Permitted permission="staff">
                <StaffPage />
              </Permitted>
            ),
          };
        },
      },
      {
        path: 'audit',
        lazy: async () => {
          const { AuditPage } = await import('../features/audit/audit-page');
          return {
            element: (
              <Permitted permission="audit">
                <AuditPage />
              </Permitted>
            ),
          };
        },
      },
      {
        path: 'withdrawals/:orderNo?',
        lazy: async () => {
          const { WithdrawalsPage } = await import('../features/money/withdrawals-page');
          return {
            element: (
              <Permitted permission="withdrawals.read">
                <WithdrawalsPage />
              </Permitted>
            ),
          };
        },
      },
      {
        path: 'deposits/:orderNo?',
        lazy: async () => {
          const { DepositsPage } = await import('../features/money/deposits-page');
          return {
            element: (
              <Permitted permission="money.read">
                <DepositsPage />
              </Permitted>
            ),
          };
        },
      },
      {
        path: 'reconciliation',
        lazy: async () => {
          const { ReconciliationPage } = await import('../features/money/reconciliation-page');
          return {
            element: (
              <Permitted permission="withdrawals.read">
                <ReconciliationPage />
              </Permitted>
            ),
          };
        },
      },
      {
        path: 'promotions',
        lazy: async () => {
          const { PromotionsPage } = await import('../features/money/promotions-page');
          return {
            element: (
              <Permitted permission="money.read">
                <PromotionsPage />
              </Permitted>
            ),
          };
        },
      },
      {
        path: 'risk/:id?',
        lazy: async () => {
          const { RiskPage } = await import('../features/risk/risk-page');
          return {
            element: (
              <Permitted permission="risk.read">
                <RiskPage />
              </Permitted>
            ),
          };
        },
      },
      {
        path: 'protection',
        lazy: async () => {
          const { ProtectionPage } = await import('../features/protection/protection-page');
          return {
            element: (
              <Permitted permission="protection.read">
                <ProtectionPage />
              </Permitted>
            ),
          };
        },
      },
      {
        path: 'players',
        lazy: async () => {
          const { PlayersPage } = await import('../features/players/players-page');
          return {
            element: (
              <Permitted permission="players.read">
                <PlayersPage />
              </Permitted>
            ),
          };
        },
      },
      {
        path: 'players/:id',
        lazy: async () => {
          const { PlayerPage } = await import('../features/players/player-page');
          return {
            element: (
              <Permitted permission="players.read">
                <PlayerPage />
              </Permitted>
            ),
          };
        },
      },
      {
        path: 'config/revisions',
        lazy: async () => {
          const { RevisionsPage } = await import('../features/config/revisions-page');
          return {
            element: (
              <Permitted permission="config.read">
                <RevisionsPage />
              </Permitted>
            ),
          };
        },
      },
      {
        path: 'config/:section?',
        lazy: async () => {
          const { ConfigPage } = await import('../features/config/config-page');
          return {
            element: (
              <Permitted permission="config.read">
                <ConfigPage />
              </Permitted>
            ),
          };
        },
      },
      {
        // Every staff member's own account: no permission.
        path: 'account',
        lazy: async () => {
          const { AccountPage } = await import('../features/account/account-page');
          return { element: <AccountPage /> };
        },
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];
