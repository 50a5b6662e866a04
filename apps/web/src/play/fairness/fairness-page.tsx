import { useState } from 'react';
import { Icon } from '../components/icons';
import { t } from '../lib/i18n';
import { accessToken } from '../lib/play-api';
import { safeBackPath } from '../lib/route';
import { verifyInputFromQuery, type VerifyInput } from '../lib/verify-form';
import { SeedsSection } from './seeds-section';
import { VerifySection } from './verify-section';
import styles from './fairness-page.module.css';

/**
 * /play/fairness: the scheme in plain words, the player's seeds (signed in) with rotation, and a
 * form that recomputes any round from its seeds (anonymous/fairVerify) beside the SHA-256 of the
 * server seed computed here. A round links here with its seeds in the query.
 */
export function FairnessPage({ search }: { search: string }) {
  const back = safeBackPath(new URLSearchParams(search).get('back'));
  const [input, setInput] = useState<VerifyInput>(() => verifyInputFromQuery(search));
  /** The commitment a revealed seed is checked against (known after a rotation here). */
  const [commitment, setCommitment] = useState<string | null>(null);

  return (
    <div className={styles.page}>
      <header className={styles.top}>
        {back && (
          <a className={styles.back} href={back} aria-label={t('fair.backToGame')}>
            <Icon name="back" />
          </a>
        )}
        <h1 className={styles.title}>{t('fair.title')}</h1>
      </header>

      <section className={styles.section} aria-labelledby="how-title">
        <h2 id="how-title">{t('fair.howTitle')}</h2>
        <ol className={styles.steps}>
          <li>{t('fair.step1')}</li>
          <li>{t('fair.step2')}</li>
          <li>
            {t('fair.step3')}
            <code className={styles.formula}>{t('fair.formula')}</code>
          </li>
          <li>{t('fair.step4')}</li>
          <li>{t('fair.step5')}</li>
        </ol>
        <details className={styles.details}>
          <summary>{t('fair.gamesTitle')}</summary>
          <ul>
            <li>{t('fair.gameDice')}</li>
            <li>{t('fair.gameCrash')}</li>
            <li>{t('fair.gameMines')}</li>
            <li>{t('fair.gameSlot')}</li>
            <li>{t('fair.gameWheel')}</li>
            <li>{t('fair.gameJackpot')}</li>
          </ul>
        </details>
      </section>

      {accessToken() && (
        <SeedsSection
          onRevealed={(previous) => {
            setCommitment(previous.serverSeedHash);
            if (previous.nonce === 0) return;
            setInput((current) => ({
              ...current,
              serverSeed: previous.serverSeed,
              clientSeed: previous.clientSeed,
              nonce: String(previous.nonce - 1),
            }));
          }}
        />
      )}

      <VerifySection
        input={input}
        onChange={setInput}
        commitment={commitment}
        autoVerify={new URLSearchParams(search).has('serverSeed')}
      />
    </div>
  );
}
