import { useTranslation } from '../../../i18n/use-translation';
import type { ReactNode } from 'react';
import type { Activity, AppConfig } from '@lobby/contract/app-config';
import { ActivityType, JackpotTier, propKind } from '@lobby/contract/values/enums';
import { formatReward } from '@lobby/contract/values/money';
import { ArtImage } from '../../../components/art-image';
import { ConfigGate } from '../../../components/config-gate';
import { Page, ScreenHeader, pageStyles } from '../../../components/page';
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
