import { useSearchParams } from 'react-router';
import type { BonusItem } from '@lobby/contract/rewards';
import { useCopy } from '@/components/copy-button';
import { Button, ButtonLink } from '@/components/button';
import { ClaimFailure, ClaimRefusals } from '@/components/claim-refused';
import { ConfigGate } from '@/components/config-gate';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { Link } from '@/components/link';
import { Page, pageStyles } from '@/components/page';
import { RecordList } from '@/components/record-list';
import { SkeletonList } from '@/components/skeleton';
import { pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { formatEpoch } from '@/lib/error-message';
import { signInPath } from '@/lib/session';
import { useAwardsText } from '@/lib/use-reward-text';
import { useSignedIn } from '@/stores/session-store';
import { useAgentInfo, type AgentInfo } from '../api/app-agent5-user';
import { useReceiveValidInvites } from '../api/app-agent5-user-invite-valid-receive';
import { useAgentLog } from '../api/app-agent5-user-log';
import { useReceiveCommission } from '../api/app-agent5-user-receive';
import styles from './agent-pages.module.css';
import { coinText } from '@/lib/coins';

const tabs = ['overview', 'team', 'commission', 'records'] as const;
type Tab = (typeof tabs)[number];

/** The agent programme (/agent?tabActive=…): overview, team, commission and records. */
export function AgentPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const signedIn = useSignedIn();
  const active = tabs.find((x) => x === params.get('tabActive')) ?? 'overview';
  // A visitor sees what the programme is and the way in; their figures need a session.
  if (!signedIn)
    return (
      <Page>
        <EmptyState
          icon="gift"
          title={t('agent.visitorTitle')}
          text={t('agent.teamText')}
          action={
            <ButtonLink small to={signInPath(pathTo('agent', { tabActive: active }))}>
              {t('agent.logIn')}
            </ButtonLink>
          }
        />
        <Link className={pageStyles.goldLink} to={pathTo('agent-rule')}>
          {t('titles.Agent Rule')}
        </Link>
      </Page>
    );
  return (
    <Page>
      <nav className={styles.tabs} aria-label={t('titles.agent')}>
        {tabs.map((tab) => (
          <Link
            key={tab}
            replace
            to={pathTo('agent', { tabActive: tab })}
            className={`${pageStyles.card} ${styles.tab}`}
            aria-current={tab === active ? 'page' : undefined}
          >
            {t(`agent.tab.${tab}`)}
          </Link>
        ))}
      </nav>
      {active === 'records' ? <AgentRecord /> : <WithAgent tab={active} />}
      <Link className={pageStyles.goldLink} to={pathTo('agent-rule')}>
        {t('titles.Agent Rule')}
      </Link>
    </Page>
  );
}

/** A tab drawn from the player's agent figures, once they arrive. */
function WithAgent({ tab }: { tab: Exclude<Tab, 'records'> }) {
  const { t } = useTranslation();
  const query = useAgentInfo();
  if (query.isPending) return <SkeletonList rows={3} height={96} />;
  if (query.isError) return <LoadFailed title={t('agent.loadFailed')} query={query} />;
  const info = query.data;
  if (tab === 'team') return <Team info={info} />;
  if (tab === 'commission') return <Commission info={info} />;
  return <Overview info={info} />;
}

/** A figure and its label, in a definition list. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function Overview({ info }: { info: AgentInfo }) {
  const { t } = useTranslation();
  const link = `${window.location.origin}${info.invitePath}`;
  const { copied, copy } = useCopy(link);
  return (
    <>
      <section className={pageStyles.card} aria-labelledby="agent-invite">
        <h2 id="agent-invite" className={pageStyles.cardTitle}>
          {t('agent.inviteTitle')}
        </h2>
        <dl className={styles.figures}>
          <Figure label={t('agent.inviteCode')} value={info.inviteCode} />
        </dl>
        <p className={`${pageStyles.muted} ${styles.link}`} data-testid="agent-link">
          {link}
        </p>
        <Button small onClick={() => void copy()}>
          {copied ? t('agent.copied') : t('agent.copy')}
        </Button>
      </section>
      <CommissionClaim info={info} />
      <section className={pageStyles.card} aria-labelledby="agent-days">
        <h2 id="agent-days" className={pageStyles.cardTitle}>
          {t('agent.daysTitle')}
        </h2>
        <dl className={styles.figures}>
          <Figure label={t('agent.todayBets')} value={coinText(info.today.validBets)} />
          <Figure label={t('agent.todayCommission')} value={coinText(info.today.commission)} />
          <Figure label={t('agent.yesterdayBets')} value={coinText(info.yesterday.validBets)} />
          <Figure
            label={t('agent.yesterdayCommission')}
            value={coinText(info.yesterday.commission)}
          />
          <Figure label={t('agent.totalEarned')} value={coinText(info.totalEarned)} />
        </dl>
        <p className={pageStyles.muted}>{t('agent.todayNote')}</p>
      </section>
      <ValidInvites info={info} />
    </>
  );
}

/** A claim's button, and what the server refused of it, in words. */
function Claim({
  receive,
  nothing,
}: {
  receive: ReturnType<typeof useReceiveCommission>;
  nothing: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        small
        onClick={() => receive.mutate()}
        disabled={nothing || receive.isPending}
        aria-busy={receive.isPending}
      >
        {receive.isPending ? t('agent.claiming') : t('agent.claim')}
      </Button>
      {receive.isError ? <ClaimFailure error={receive.error} /> : null}
      {receive.data ? <ClaimRefusals refused={receive.data.refused} /> : null}
    </>
  );
}

/** Settled commission waiting, and its claim (the reward modal shows what it paid). */
function CommissionClaim({ info }: { info: AgentInfo }) {
  const { t } = useTranslation();
  const receive = useReceiveCommission();
  return (
    <section className={pageStyles.card} aria-labelledby="agent-claimable">
      <h2 id="agent-claimable" className={pageStyles.cardTitle}>
        {t('agent.claimableTitle')}
      </h2>
      <p className={`${pageStyles.gold} ${styles.amount}`}>{coinText(info.claimable)}</p>
      <Claim receive={receive} nothing={info.claimable === 0} />
    </section>
  );
}

function ValidInvites({ info }: { info: AgentInfo }) {
  const { t } = useTranslation();
  const receive = useReceiveValidInvites();
  const v = info.validInvites;
  return (
    <section className={pageStyles.card} aria-labelledby="agent-valid">
      <h2 id="agent-valid" className={pageStyles.cardTitle}>
        {t('agent.validInvite')}
      </h2>
      <p className={pageStyles.muted}>
        {t('agent.validInviteText', {
          deposit: coinText(v.deposit),
          bets: coinText(v.validBets),
          reward: coinText(v.reward),
        })}
      </p>
      <dl className={styles.figures}>
        <Figure label={t('agent.validCount')} value={String(v.count)} />
        <Figure label={t('agent.validWaiting')} value={coinText(v.claimable * v.reward)} />
      </dl>
      <Claim receive={receive} nothing={v.claimable === 0} />
    </section>
  );
}

function Team({ info }: { info: AgentInfo }) {
  const { t } = useTranslation();
  return (
    <section className={pageStyles.card} aria-labelledby="agent-team">
      <h2 id="agent-team" className={pageStyles.cardTitle}>
        {t('agent.teamTitle', { members: info.team.members, today: info.team.newToday })}
      </h2>
      <div className={pageStyles.list}>
        {info.levels.map((l) => (
          <div key={l.level} className={pageStyles.row}>
            <span className={pageStyles.rowMain}>
              <span className={pageStyles.rowTitle}>{t('agent.levelN', { level: l.level })}</span>
              <span className={pageStyles.rowSub}>
                {t('agent.newToday', { count: l.newToday })}
              </span>
            </span>
            <span className={pageStyles.gold}>{t('agent.members', { count: l.members })}</span>
          </div>
        ))}
      </div>
    </section>
  );
}

function Commission({ info }: { info: AgentInfo }) {
  const { t } = useTranslation();
  return (
    <section className={pageStyles.card} aria-labelledby="agent-rates">
      <h2 id="agent-rates" className={pageStyles.cardTitle}>
        {t('agent.commission')}
      </h2>
      <div className={pageStyles.list}>
        {info.levels.map((l) => (
          <div key={l.level} className={pageStyles.row}>
            <span className={pageStyles.rowMain}>
              <span className={pageStyles.rowTitle}>
                {t('agent.levelRate', { level: l.level, percent: l.rebateBp / 100 })}
              </span>
              <span className={pageStyles.rowSub}>
                {t('agent.yesterdayLevel', { bets: coinText(l.yesterdayValidBets) })}
              </span>
            </span>
            <span className={pageStyles.gold}>{coinText(l.yesterdayCommission)}</span>
          </div>
        ))}
      </div>
    </section>
  );
}

/** A settlement or a valid-invite reward: its day, what it pays, and its state. */
function RecordRow({ item }: { item: BonusItem }) {
  const { t } = useTranslation();
  const awards = useAwardsText();
  return (
    <li className={pageStyles.row}>
      <span className={pageStyles.rowMain}>
        <span className={pageStyles.rowTitle}>
          {item.activity === 'agent5-invite' ? t('agent.inviteReward') : t('agent.commissionDay')}
        </span>
        <span className={pageStyles.rowSub}>
          {t('agent.grantedOn', { date: formatEpoch(item.createdAt) })}
        </span>
      </span>
      <span className={pageStyles.gold}>
        {awards(item.awards)} · {t(`agent.status.${item.status}`)}
      </span>
    </li>
  );
}

function AgentRecord() {
  const { t } = useTranslation();
  const query = useAgentLog();
  return (
    <RecordList
      query={query}
      label={t('agent.recordList')}
      failedTitle={t('agent.loadFailed')}
      row={(item) => <RecordRow key={item.id} item={item} />}
      empty={
        <EmptyState icon="document" title={t('agent.recordEmpty')} text={t('agent.teamText')} />
      }
    />
  );
}

/** The programme's rules, stated from the configured numbers. */
export function AgentRulePage() {
  const { t } = useTranslation();
  return (
    <ConfigGate>
      {(config) => (
        <Page>
          <article className={`${pageStyles.card} ${pageStyles.prose}`}>
            <p>{t('agent.rule1')}</p>
            <p>{t('agent.rule2', { levels: config.agent5.levels.length })}</p>
            <ul>
              {[...config.agent5.levels]
                .sort((a, b) => a.level - b.level)
                .map((l) => (
                  <li key={l.level}>
                    {t('agent.ruleLevel', { level: l.level, percent: l.rebateBp / 100 })}
                  </li>
                ))}
            </ul>
            <p>{t('agent.rule3')}</p>
            <p>
              {t('agent.ruleValid', {
                deposit: coinText(config.agent5.validInviteDeposit),
                reward: coinText(config.agent5.validInviteReward),
              })}
            </p>
            <p>{t('agent.rule4')}</p>
          </article>
        </Page>
      )}
    </ConfigGate>
  );
}
