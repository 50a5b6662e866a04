import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import type { ConsolePermission } from '@lobby/contract/values/console';
import { ErrorBox, Loading } from '@/components/error-box';
import ui from '@/components/ui.module.css';
import { t } from '@/i18n/i18n';
import { allows, useStaff } from '@/lib/staff';
import { useTitle } from '@/lib/use-title';
import { playerProfileQuery } from './api/player-profile';
import { NotesSection, ReferralsSection, RewardsSection, RoundsSection } from './player-activity';
import { MoneySection } from './player-money';
import { ProfileSection } from './player-profile';
import { DataRightsPanel } from './components/data-rights-panel';
import { RealityCheckPanel } from './components/reality-check-panel';
import { KycPanel } from './components/kyc-panel';
import styles from './players.module.css';

const TABS = ['profile', 'money', 'rounds', 'rewards', 'referrals', 'notes'] as const;
type Tab = (typeof TABS)[number];
/** What a tab needs beyond `players.read` (the page's own). */
const TAB_PERMISSION: Partial<Record<Tab, ConsolePermission>> = { money: 'money.read' };

/**
 * /players/<id>: a player's page, a section per tab (the URL's ?tab=): profile with sessions and
 * the lock, money (balances, statement, deposits, withdrawals, adjustments) for `money.read`,
 * rounds, rewards, referrals and notes. Each section reads its own call.
 */
export function PlayerPage() {
  const id = Number(useParams().id);
  const staff = useStaff();
  const [params, setParams] = useSearchParams();
  const tabs = TABS.filter((tab) => {
    const permission = TAB_PERMISSION[tab];
    return permission === undefined || allows(staff, permission);
  });
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && tabs.includes(asked) ? asked : 'profile';
  const profile = useQuery(playerProfileQuery(id));
  useTitle(profile.data ? profile.data.nickname : t('players.title'));

  if (profile.isError)
    return (
      <div className={styles.page}>
        <h1>{t('players.title')}</h1>
        <ErrorBox error={profile.error} onRetry={() => void profile.refetch()} />
        <Link to="/players">{t('players.player.back')}</Link>
      </div>
    );
  if (!profile.data) return <Loading />;
  const player = profile.data;
  return (
    <div className={styles.page}>
      <Link to="/players">{t('players.player.back')}</Link>
      <h1 data-testid="player-heading">
        {t('players.player.heading', { id: player.id, nickname: player.nickname })}
      </h1>
      <nav aria-label={t('players.player.sections')} className={ui.tabs}>
        {tabs.map((name) => (
          <Link
            key={name}
            to={name === 'profile' ? `/players/${id}` : `/players/${id}?tab=${name}`}
            className={ui.tab}
            aria-current={name === tab ? 'page' : undefined}
            data-testid={`player-tab-${name}`}
            onClick={(event) => {
              event.preventDefault();
              setParams(name === 'profile' ? {} : { tab: name });
            }}
          >
            {t(`players.player.tabs.${name}`)}
          </Link>
        ))}
      </nav>
      {tab === 'profile' ? <ProfileSection player={player} /> : null}
      {tab === 'profile' ? <DataRightsPanel id={id} /> : null}
      {tab === 'profile' ? <RealityCheckPanel id={id} /> : null}
      {tab === 'profile' ? <KycPanel playerId={id} /> : null}
      {tab === 'money' ? <MoneySection id={id} /> : null}
      {tab === 'rounds' ? <RoundsSection id={id} /> : null}
      {tab === 'rewards' ? <RewardsSection id={id} /> : null}
      {tab === 'referrals' ? <ReferralsSection id={id} /> : null}
      {tab === 'notes' ? <NotesSection id={id} /> : null}
    </div>
  );
}
