import { useTranslation } from '../../../i18n/use-translation';
import type { ReactNode } from 'react';
import type { Activity, AppConfig } from '@lobby/contract/app-config';
import { ActivityType, JackpotTier, propKind } from '@lobby/contract/values/enums';
import { formatReward } from '@lobby/contract/values/money';
import { ArtImage } from '../../../components/art-image';
import { ButtonLink } from '../../../components/button';
import { ConfigGate } from '../../../components/config-gate';
import { SocialLinks } from '../../../components/social-links';
import { EmptyState } from '../../../components/empty-state';
import { Page, ScreenHeader, pageStyles } from '../../../components/page';
import { pathTo } from '../../../config/paths';
import { useLiveActivities } from '../../../lib/use-live-activities';

const activityOf = (live: readonly Activity[], ...types: number[]): Activity | undefined =>
  live.find((a) => types.includes(a.type));

/** The config's live activities (getActivityIds), to the page that shows one of them. */
function LiveGate({ children }: { children: (live: Activity[], config: AppConfig) => ReactNode }) {
  return <ConfigGate>{(config) => <LiveOf config={config}>{children}</LiveOf>}</ConfigGate>;
}

function LiveOf({
  config,
  children,
}: {
  config: AppConfig;
  children: (live: Activity[], config: AppConfig) => ReactNode;
}) {
  return <>{children(useLiveActivities(config.activities), config)}</>;
}

/** The activity's banner and title from config, above what the page itself offers. */
function ActivityHead({ activity }: { activity: Activity | undefined }) {
  if (!activity) return null;
  return (
    <div className={pageStyles.card} style={{ padding: 0, overflow: 'hidden' }}>
      {activity.banner ? (
        <ArtImage
          src={activity.banner}
          label={activity.title}
          width={720}
          height={300}
          eager
          style={{ aspectRatio: '12 / 5' }}
        />
      ) : null}
      <p style={{ padding: '12px 14px', fontWeight: 700 }}>{activity.title || activity.name}</p>
    </div>
  );
}

function ActivityPage({
  types,
  textKey,
  screen,
}: {
  types: number[];
  textKey: string;
  screen?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {screen ? <ScreenHeader title={t(`titles.${screen}`)} /> : null}
      <LiveGate>
        {(live) => {
          const activity = activityOf(live, ...types);
          return (
            <Page>
              <ActivityHead activity={activity} />
              <EmptyState
                icon="gift"
                title={activity ? t('activity.soonTitle') : t('activity.closedTitle')}
                text={activity ? t(textKey) : t('activity.closedText')}
                action={
                  <ButtonLink variant="outline" to={pathTo('bonus')}>
                    {t('activity.allEvents')}
                  </ButtonLink>
                }
              />
            </Page>
          );
        }}
      </LiveGate>
    </>
  );
}

export const FirstDepositPage = () => (
  <ActivityPage
    types={[ActivityType.FirstDeposit, ActivityType.FirstCharge]}
    textKey="activity.firstDepositText"
  />
);
export const SlotsHackPage = () => (
  <ActivityPage
    types={[ActivityType.SlotsHack]}
    textKey="activity.slotsHackText"
    screen="activity-slotshack"
  />
);
export const RankPage = () => (
  <ActivityPage types={[ActivityType.Rank]} textKey="activity.rankText" screen="rank" />
);

/** Follow rewards: the operator's social channels from config. */
export function FollowPage() {
  const { t } = useTranslation();
  return (
    <>
      <ScreenHeader title={t('titles.activity-follow')} />
      <LiveGate>
        {(live, config) => (
          <Page>
            <ActivityHead activity={activityOf(live, ActivityType.FollowRewards)} />
            <p className={pageStyles.muted}>{t('activity.followText')}</p>
            <SocialLinks
              links={config.socialMedia}
              iconSize={36}
              iconRadius={10}
              trailing={<span className={pageStyles.gold}>{t('activity.follow')}</span>}
            />
          </Page>
        )}
      </LiveGate>
    </>
  );
}

const tierKey: Record<number, string> = {
  [JackpotTier.Mega]: 'jackpot.mega',
  [JackpotTier.Major]: 'jackpot.major',
  [JackpotTier.Minor]: 'jackpot.minor',
  [JackpotTier.Mini]: 'jackpot.mini',
};

/** The lucky jackpot's prize list from config; the draw itself comes with the jackpot issue. */
export function JackpotPage() {
  const { t } = useTranslation();
  return (
    <>
      <ScreenHeader title={t('titles.activity-jackpot')} />
      <LiveGate>
        {(live, config) => (
          <Page>
            <ActivityHead activity={activityOf(live, ActivityType.LuckyJackpot)} />
            <h2 className={pageStyles.cardTitle}>{t('jackpot.prizes')}</h2>
            <div className={pageStyles.list}>
              {config.jackpotAwardList.map((award) => (
                <div key={award.id} className={pageStyles.row}>
                  <span className={pageStyles.rowMain}>
                    <span className={pageStyles.rowTitle}>
                      {award.type === 2
                        ? t(tierKey[award.propId] ?? 'jackpot.tier')
                        : t(`jackpot.kind.${propKind(award.propId)}`)}
                    </span>
                  </span>
                  <span className={pageStyles.gold}>
                    {award.type === 2 ? t('jackpot.pool') : formatReward(award.count)}
                  </span>
                </div>
              ))}
            </div>
            <p className={pageStyles.muted}>{t('jackpot.drawSoon')}</p>
          </Page>
        )}
      </LiveGate>
    </>
  );
}
