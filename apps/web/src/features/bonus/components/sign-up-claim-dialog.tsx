import { Button } from '@/components/button';
import { Link } from '@/components/link';
import { Modal } from '@/components/modal';
import { pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { useTradeInfo } from '@/lib/trade-info';

const percentText = (bp: number) => String(bp / 100);

/**
 * Before the sign-up bonus is claimed: what holding it means for deposits (none earns a bonus
 * while it is open) and that the first-deposit bonus, when the player still has it, waits until it
 * ends and is not lost (ADR 0056). The claim goes ahead only on "Claim it".
 */
export function SignUpClaimDialog({
  onConfirm,
  onClose,
}: {
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const firstBp = useTradeInfo().data?.firstDepositBonusBp ?? 0;
  return (
    <Modal
      title={t('bonus.signUpClaim.title')}
      role="alertdialog"
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('bonus.signUpClaim.notNow')}
          </Button>
          <Button onClick={onConfirm} data-testid="sign-up-claim-confirm">
            {t('bonus.signUpClaim.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('bonus.signUpClaim.deposits')}</p>
      <p data-testid="sign-up-claim-first-deposit">
        {firstBp > 0
          ? t('bonus.signUpClaim.firstDepositWaits', { percent: percentText(firstBp) })
          : t('bonus.signUpClaim.endIt')}
      </p>
      <Link to={pathTo('rules')}>{t('bonus.signUpClaim.rules')}</Link>
    </Modal>
  );
}
