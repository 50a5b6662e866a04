import { useEffect, useState, type FormEvent } from 'react';
import type { FairSeeds } from '@lobby/contract/games';
import { ClientSeedInput, CurrentSeeds, RevealedSeeds } from '../components/seed-value';
import { t } from '../lib/i18n';
import { playCall } from '../lib/play-api';
import { playErrorText, type PlayErrorText } from '../lib/play-errors';
import type { RevealedPair } from '../lib/use-play-session';
import styles from './fairness-page.module.css';

/**
 * The signed-in player's seed pair (fairSeeds) and its rotation (fairRotate): a new pair, the
 * client seed theirs to choose, and the old server seed revealed to verify past bets with.
 */
export function SeedsSection({ onRevealed }: { onRevealed: (previous: RevealedPair) => void }) {
  const [seeds, setSeeds] = useState<FairSeeds | null>(null);
  const [revealed, setRevealed] = useState<RevealedPair | null>(null);
  const [error, setError] = useState<PlayErrorText | null>(null);
  const [clientSeed, setClientSeed] = useState('');
  const [rotating, setRotating] = useState(false);

  useEffect(() => {
    let cancelled = false;
    playCall('fairSeeds', {}).then(
      (answer) => {
        if (!cancelled) setSeeds(answer);
      },
      (caught: unknown) => {
        if (!cancelled) setError(playErrorText(caught));
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  const rotate = async (event: FormEvent) => {
    event.preventDefault();
    setRotating(true);
    setError(null);
    try {
      const seed = clientSeed.trim();
      const answer = await playCall('fairRotate', seed ? { clientSeed: seed } : {});
      setSeeds(answer.current);
      setRevealed(answer.previous);
      setClientSeed('');
      onRevealed(answer.previous);
    } catch (caught) {
      setError(playErrorText(caught));
    } finally {
      setRotating(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="seeds-title">
      <h2 id="seeds-title">{t('fair.seedsTitle')}</h2>
      {seeds ? (
        <CurrentSeeds seeds={seeds} className={styles.seeds} label={t('fair.currentSeeds')} />
      ) : (
        !error && <div className={styles.skeleton} role="status" aria-label={t('shell.loading')} />
      )}
      <form className={styles.rotate} onSubmit={(event) => void rotate(event)}>
        <label htmlFor="fair-client-seed">{t('seeds.newClientSeed')}</label>
        <div className={styles.row}>
          <ClientSeedInput id="fair-client-seed" value={clientSeed} onChange={setClientSeed} />
          <button type="submit" className={styles.secondary} disabled={rotating}>
            {t('seeds.rotate')}
          </button>
        </div>
      </form>
      {error && (
        <p className={styles.error} role="alert">
          {t(error.key, error.values)}
        </p>
      )}
      {revealed && (
        <div className={styles.revealed} data-testid="revealed-seeds">
          <h3>{t('seeds.revealedTitle')}</h3>
          <RevealedSeeds revealed={revealed} className={styles.seeds} />
          <p className={styles.note}>
            {revealed.nonce > 0
              ? t('fair.revealedFilled', { nonce: revealed.nonce - 1 })
              : t('fair.revealedNoBets')}
          </p>
        </div>
      )}
    </section>
  );
}
