import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../components/link';
import { useTranslation } from '../../../i18n/use-translation';
import { formatHundredths } from '@lobby/contract/values/money';
import { Button } from '../../../components/button';
import { ConfigGate } from '../../../components/config-gate';
import { EmptyState } from '../../../components/empty-state';
import { Page, pageStyles } from '../../../components/page';
import { pathTo } from '../../../config/paths';

const tabs = ['overview', 'team', 'records'] as const;

/** The agent programme: commission by level from config; team and records come with its issue. */
export function AgentPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const active = tabs.find((x) => x === params.get('tabActive')) ?? 'overview';
  return (
    <Page>
      <nav style={{ display: 'flex', gap: 6 }} aria-label={t('titles.agent')}>
        {tabs.map((tab) => (
          <Link
            key={tab}
            replace
            to={pathTo('agent', { tabActive: tab })}
            className={pageStyles.card}
            aria-current={tab === active ? 'page' : undefined}
            style={{
              flex: 1,
              textAlign: 'center',
              padding: '12px 6px',
              fontWeight: 700,
              color: tab === active ? 'var(--gold-2)' : 'var(--muted)',
            }}
          >
            {t(`agent.tab.${tab}`)}
          </Link>
        ))}
      </nav>
      {active === 'overview' ? (
        <ConfigGate>
          {(config) => (
            <>
              <section className={pageStyles.card}>
                <h2 className={pageStyles.cardTitle}>{t('agent.commission')}</h2>
                <div className={pageStyles.list}>
                  {[...config.agent5.levels]
                    .sort((a, b) => a.level - b.level)
                    .map((l) => (
                      <div key={l.level} className={pageStyles.row}>
                        <span className={pageStyles.rowMain}>
                          <span className={pageStyles.rowTitle}>
                            {t('agent.levelN', { level: l.level })}
                          </span>
                        </span>
                        <span className={pageStyles.gold}>
                          {t('vip.percent', { value: l.rebateBp / 100 })}
                        </span>
                      </div>
                    ))}
                </div>
              </section>
              <section className={pageStyles.card}>
                <h2 className={pageStyles.cardTitle}>{t('agent.validInvite')}</h2>
                <p className={pageStyles.muted}>
                  {t('agent.validInviteText', {
                    deposit: formatHundredths(config.agent5.validInviteDeposit),
                    reward: formatHundredths(config.agent5.validInviteReward),
                  })}
                </p>
              </section>
              <Link className={pageStyles.goldLink} to={pathTo('agent-rule')}>
                {t('titles.Agent Rule')}
              </Link>
            </>
          )}
        </ConfigGate>
      ) : (
        <EmptyState icon="user" title={t(`agent.tab.${active}`)} text={t('agent.teamText')} />
      )}
    </Page>
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
            <p>
              {t('agent.validInviteText', {
                deposit: formatHundredths(config.agent5.validInviteDeposit),
                reward: formatHundredths(config.agent5.validInviteReward),
              })}
            </p>
            <p>{t('agent.rule3')}</p>
          </article>
        </Page>
      )}
    </ConfigGate>
  );
}

/** Invite your friends: the share channels the operator configured. */
export function SharePage() {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<number | null>(null);
  return (
    <ConfigGate>
      {(config) => {
        if (config.shareConfigs.length === 0)
          return <EmptyState icon="gift" title={t('share.none')} />;
        return (
          <Page>
            <p className={pageStyles.muted}>{t('share.text')}</p>
            {config.shareConfigs.map((s) => (
              <section key={s.id} className={pageStyles.card}>
                <h2 className={pageStyles.cardTitle}>{s.title}</h2>
                <p className={pageStyles.muted} style={{ marginBottom: 12 }}>
                  {s.text}
                </p>
                <Button
                  small
                  onClick={async () => {
                    if (typeof navigator.share === 'function') {
                      await navigator
                        .share({ title: s.title, text: s.text, url: s.url })
                        .catch(() => undefined);
                    } else {
                      await navigator.clipboard?.writeText(s.url).catch(() => undefined);
                      setCopied(s.id);
                    }
                  }}
                >
                  {copied === s.id ? t('share.copied') : t('share.share', { channel: s.channel })}
                </Button>
              </section>
            ))}
          </Page>
        );
      }}
    </ConfigGate>
  );
}
