import { useState } from 'react';
import type { OpenBonus } from '@lobby/contract/bonus';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import { useTranslation } from '@/i18n/use-translation';
import { describeError, errorText, formatEpoch } from '@/lib/error-message';
import { useBonusForfeit, useBonusWallet } from '../api/bonus-wallet';
import { money } from '../lib/amount';
import styles from './bonus-card.module.css';
import { Notice } from './wallet-ui';

/** Forfeiting asks first: the player sees what returns and what is given up. */
function ForfeitDialog({ bonus, onClose }: { bonus: OpenBonus; onClose: () => void }) {
  const { t } = useTranslation();
  const forfeit = useBonusForfeit();
  return (
    <Modal
      title={t('bonusWallet.forfeitTitle')}
      role="alertdialog"
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={forfeit.isPending}>
            {t('bonusWallet.keepIt')}
          </Button>
          <Button
            onClick={() => forfeit.mutate(undefined, { onSuccess: onClose })}
            disabled={forfeit.isPending}
            aria-busy={forfeit.isPending}
          >
            {t('bonusWallet.forfeitConfirm')}
          </Button>
        </>
      }
    >
      <p>
        {t('bonusWallet.forfeitText', {
          returned: money(bonus.forfeitReturn),
          balance: money(bonus.balance),
        })}
      </p>
      {forfeit.isError ? (
        <Notice tone="error">{describeError(errorText(forfeit.error), t)}</Notice>
      ) : null}
    </Modal>
  );
}

/**
 * The open bonus (docs/rules.md "Bonus money"): its balance, how much wagering is left, the
 * maximum bet, the cap, when it expires, and a way to end it. Nothing without one.
 */
export function BonusCard() {
  const { t } = useTranslation();
  const wallet = useBonusWallet();
  const [asking, setAsking] = useState(false);
  const bonus = wallet.data?.open;
  if (!bonus) return null;
  const done = bonus.wageringRequired - bonus.wageringLeft;
  return (
    <section className={styles.card} aria-labelledby="bonus-card-title" data-testid="bonus-card">
      <div className={styles.head}>
        <h2 id="bonus-card-title" className={styles.title}>
          {t(`bonusWallet.kind.${bonus.kind}`)}
        </h2>
        <span className={styles.amount}>{money(bonus.balance)}</span>
      </div>
      <progress
        className={styles.meter}
        max={bonus.wageringRequired}
        value={done}
        aria-label={t('bonusWallet.progress')}
        aria-valuetext={t('bonusWallet.progressText', {
          done: money(done),
          required: money(bonus.wageringRequired),
        })}
      />
      <dl className={styles.facts}>
        <dt>{t('bonusWallet.wageringLeft')}</dt>
        <dd data-testid="bonus-wagering-left">{money(bonus.wageringLeft)}</dd>
        <dt>{t('bonusWallet.maxBet')}</dt>
        <dd>{bonus.wageringLeft > 0 ? money(bonus.maxBet) : t('bonusWallet.noLimit')}</dd>
        <dt>{t('bonusWallet.convertsUpTo')}</dt>
        <dd>{money(bonus.conversionCap)}</dd>
        <dt>{t('bonusWallet.expires')}</dt>
        <dd>{formatEpoch(bonus.expiresAt)}</dd>
      </dl>
      <p className={styles.fine}>
        {t('bonusWallet.explain', { deposit: money(bonus.deposit), bonus: money(bonus.bonus) })}
      </p>
      <div className={styles.actions}>
        <Button small variant="ghost" onClick={() => setAsking(true)}>
          {t('bonusWallet.forfeit')}
        </Button>
      </div>
      {asking ? <ForfeitDialog bonus={bonus} onClose={() => setAsking(false)} /> : null}
    </section>
  );
}
