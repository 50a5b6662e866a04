import { useState, type FormEvent } from 'react';
import type { FairGameName } from '@lobby/contract/values/games';
import { formatCoins } from '../lib/format';
import { t } from '../lib/i18n';
import { fairnessPath } from '../lib/route';
import type { PlayedRound, PlaySession } from '../lib/use-play-session';
import { Icon } from './icons';
import { ClientSeedInput, CurrentSeeds, RevealedSeeds } from './seed-value';
import { Sheet } from './sheet';
import styles from './seeds-sheet.module.css';

const minesOf = (round: PlayedRound): number | undefined =>
  Array.isArray(round.outcome.mines) ? round.outcome.mines.length : undefined;

/** A round's own verification on the fairness page, once its server seed is known. */
export const roundVerifyPath = (round: PlayedRound, back: string): string | null =>
  round.serverSeed === undefined
    ? null
    : fairnessPath({
        game: round.game,
        serverSeed: round.serverSeed,
        clientSeed: round.clientSeed,
        nonce: round.nonce,
        mines: round.game === 'mines' ? minesOf(round) : undefined,
        back,
      });

/**
 * The provably fair sheet: the seed pair the next bet uses (the server seed only as its SHA-256
 * commitment), a new client seed, the revealed pair after a rotation, and this visit's rounds
 * with their verify links.
 */
export function SeedsSheet({
  game,
  session,
  back,
  onClose,
}: {
  game: FairGameName;
  session: PlaySession;
  back: string;
  onClose: () => void;
}) {
  const [clientSeed, setClientSeed] = useState('');
  const [rotating, setRotating] = useState(false);
  const { seeds, revealed, rounds, demo } = session;

  const rotate = async (event: FormEvent) => {
    event.preventDefault();
    setRotating(true);
    const done = await session.rotate(clientSeed.trim() || undefined);
    setRotating(false);
    if (done) setClientSeed('');
  };

  return (
    <Sheet title={t('seeds.title')} onClose={onClose}>
      {demo ? (
        <p className={styles.text}>{t('seeds.demoText')}</p>
      ) : (
        <>
          <p className={styles.text}>{t('seeds.text')}</p>
          {seeds && <CurrentSeeds seeds={seeds} className={styles.seeds} />}
          <form className={styles.rotate} onSubmit={(event) => void rotate(event)}>
            <label htmlFor="new-client-seed">{t('seeds.newClientSeed')}</label>
            <div className={styles.rotateRow}>
              <ClientSeedInput id="new-client-seed" value={clientSeed} onChange={setClientSeed} />
              <button type="submit" disabled={rotating || session.busy}>
                {t('seeds.rotate')}
              </button>
            </div>
          </form>
          {session.error && (
            <p className={styles.error} role="alert">
              {t(session.error.key, session.error.values)}
            </p>
          )}
          {revealed && (
            <div className={styles.revealed} data-testid="revealed-seeds">
              <h3>{t('seeds.revealedTitle')}</h3>
              <RevealedSeeds revealed={revealed} className={styles.seeds} />
            </div>
          )}
        </>
      )}

      {rounds.length > 0 && (
        <div className={styles.rounds}>
          <h3>{t('seeds.roundsTitle')}</h3>
          <ul aria-label={t('seeds.roundsTitle')}>
            {rounds.map((round) => {
              const verify = roundVerifyPath(round, back);
              return (
                <li key={`${round.serverSeedHash ?? round.serverSeed}:${round.nonce}`}>
                  <span className={styles.roundInfo}>
                    <span>{t('seeds.roundNonce', { nonce: round.nonce })}</span>
                    <span className={round.payout > 0 ? styles.won : styles.lost}>
                      {round.payout > 0
                        ? t('seeds.roundWon', { amount: formatCoins(round.payout) })
                        : t('seeds.roundLost', { amount: formatCoins(round.bet) })}
                    </span>
                  </span>
                  {verify ? (
                    <a className={styles.verify} href={verify}>
                      {t('seeds.verify')}
                    </a>
                  ) : (
                    <span className={styles.later}>{t('seeds.verifyLater')}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}

      <a className={styles.howTo} href={fairnessPath({ game, back })}>
        <Icon name="shield" width={18} height={18} />
        {t('seeds.howItWorks')}
      </a>
    </Sheet>
  );
}
