import { useState } from 'react';
import type { OpenBonus } from '@lobby/contract/bonus';
import { pathTo } from '../config/paths';
import { useTranslation } from '../i18n/use-translation';
import { useAppConfig } from '../lib/app-config';
import { useBonusForfeit, useBonusWallet } from '../lib/bonus-wallet';
import { describeError, errorText, formatEpoch } from '../lib/error-message';
import { rangeText, typeWeights } from '../lib/game-weights';
import { navigateTo } from '../lib/navigation';
import { wageringLineTexts } from '../lib/wagering-line';
import { Button } from './button';
import { Link } from './link';
import { Modal } from './modal';
import styles from './wagering-summary.module.css';
import { WageringMeter } from './wagering-meter';
import { coinText } from '@/lib/coins';

const money = (amount: number) => coinText(amount);

/** What ending the bonus now gives up: its balance less what returns to cash. */
export const forfeitCost = (bonus: Pick<OpenBonus, 'balance' | 'forfeitReturn'>) =>
  Math.max(0, bonus.balance - bonus.forfeitReturn);

/**
 * "End my bonus and withdraw" asks first, saying what returns to cash and what is given up; on
 * yes it ends the bonus (bonusForfeit) and opens the withdraw tab.
 */
export function EndBonusDialog({ bonus, onClose }: { bonus: OpenBonus; onClose: () => void }) {
  const { t } = useTranslation();
  const forfeit = useBonusForfeit();
  const lost = forfeitCost(bonus);
  const confirm = () =>
    forfeit.mutate(undefined, {
      onSuccess: () => {
        onClose();
        navigateTo(pathTo('wallets', { name: 'withdraw' }));
      },
    });
  return (
    <Modal
      title={t('wageringSummary.endTitle')}
      role="alertdialog"
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={forfeit.isPending}>
            {t('wageringSummary.keep')}
          </Button>
          <Button
            onClick={confirm}
            disabled={forfeit.isPending}
            aria-busy={forfeit.isPending}
            data-testid="end-bonus-confirm"
          >
            {t('wageringSummary.endConfirm')}
          </Button>
        </>
      }
    >
      <p>{t('wageringSummary.endText', { returned: money(bonus.forfeitReturn) })}</p>
      <p data-testid="end-bonus-cost">
        {lost > 0
          ? t('wageringSummary.endCost', {
              bonus: money(bonus.bonus),
              lost: money(lost),
              balance: money(bonus.balance),
            })
          : t('wageringSummary.endNothingLost', { balance: money(bonus.balance) })}
      </p>
      {forfeit.isError ? (
        <p role="alert" className={styles.error}>
          {describeError(errorText(forfeit.error), t)}
        </p>
      ) : null}
    </Modal>
  );
}

/** Each game type's weight toward wagering, as the lobby lists the types. */
export function GameWeights() {
  const { t } = useTranslation();
  const config = useAppConfig().data;
  const weights = config ? typeWeights(config) : [];
  if (weights.length === 0) return null;
  return (
    <div className={styles.weights}>
      <p className={styles.label}>{t('wageringSummary.weights')}</p>
      <ul className={styles.weightList} data-testid="game-weights">
        {weights.map((w) => (
          <li key={w.typeId}>
            {t('wageringSummary.weightOf', { name: w.name, weight: rangeText(w) })}
          </li>
        ))}
      </ul>
      <p className={styles.fine}>{t('wageringSummary.weightsHint')}</p>
    </div>
  );
}

/**
 * The one explanation of wagering (docs/rules.md "Bonus money"), fed by one source, the bonus
 * wallet read: left to wager, the largest bet, when it ends, what becomes cash and how each game
 * type counts. `endAction` offers "End my bonus and withdraw" when ending works (no round it paid
 * for is open), with its confirm step. Nothing without an open bonus.
 */
export function WageringSummary({ endAction = false }: { endAction?: boolean }) {
  const { t } = useTranslation();
  const bonus = useBonusWallet().data?.open;
  const [asking, setAsking] = useState(false);
  if (!bonus) return null;
  const done = bonus.wageringRequired - bonus.wageringLeft;
  return (
    <section
      className={styles.summary}
      aria-labelledby="wagering-summary-title"
      data-testid="wagering-summary"
    >
      <h2 id="wagering-summary-title" className={styles.title}>
        {t('wageringSummary.title')}
      </h2>
      <WageringMeter done={done} required={bonus.wageringRequired} />
      <dl className={styles.facts}>
        <dt>{t('wageringSummary.leftToWager')}</dt>
        <dd data-testid="summary-left">
          {bonus.wageringLeft > 0
            ? t('wageringSummary.leftOf', {
                left: money(bonus.wageringLeft),
                required: money(bonus.wageringRequired),
              })
            : t('wageringSummary.done')}
        </dd>
        <dt>{t('wageringSummary.largestBet')}</dt>
        <dd data-testid="summary-max-bet">
          {bonus.wageringLeft > 0 ? money(bonus.maxBet) : t('wageringSummary.noLimit')}
        </dd>
        <dt>{t('wageringSummary.expires')}</dt>
        <dd>{formatEpoch(bonus.expiresAt)}</dd>
        <dt>{t('wageringSummary.converts')}</dt>
        <dd>{t('wageringSummary.convertsText', { cap: money(bonus.conversionCap) })}</dd>
      </dl>
      <GameWeights />
      <Link to={pathTo('rules')} className={styles.rulesLink}>
        {t('wageringSummary.rules')}
      </Link>
      {endAction ? (
        bonus.roundOpen ? (
          <p className={styles.fine} data-testid="end-bonus-blocked">
            {t('wageringSummary.endBlocked')}
          </p>
        ) : (
          <Button small variant="ghost" onClick={() => setAsking(true)} data-testid="end-bonus">
            {t('wageringSummary.end')}
          </Button>
        )
      ) : null}
      {asking ? <EndBonusDialog bonus={bonus} onClose={() => setAsking(false)} /> : null}
    </section>
  );
}

/** The same figures in one line, for a game's loading screen, with this game's weight when known. */
export function WageringLine({ weightBp }: { weightBp?: number | undefined }) {
  const { t } = useTranslation();
  const open = useBonusWallet().data?.open ?? null;
  const line = wageringLineTexts(open, weightBp);
  if (!line.bonus && !line.weight) return null;
  return (
    <p className={styles.line} data-testid="wagering-line">
      {line.bonus ? t(line.bonus.key, line.bonus.values) : null}
      {line.weight ? (
        <span className={styles.gameWeight}>{t(line.weight.key, line.weight.values)}</span>
      ) : null}
    </p>
  );
}
