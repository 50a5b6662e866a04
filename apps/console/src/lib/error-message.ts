import { ErrorCode } from '@lobby/contract/values/errors';
import { t } from '../i18n/i18n';
import { ConsoleApiError } from './api-client';

/** What staff read about a failure: the console's own words for the codes it knows. */
export const errorMessage = (error: unknown): string => {
  if (error instanceof ConsoleApiError) {
    if (error.errcode === ErrorCode.STAFF_SIGN_IN_FAILED) return t('errors.signInFailed');
    if (error.errcode === ErrorCode.STAFF_FORBIDDEN) return t('errors.forbidden');
    if (error.errcode === ErrorCode.STAFF_CODE_WRONG) return t('errors.codeWrong');
    if (error.errcode === ErrorCode.STAFF_LOCKED) return t('errors.locked');
    if (error.errcode === ErrorCode.STAFF_SIGN_IN_EXPIRED) return t('errors.signInExpired');
    if (error.errcode === ErrorCode.STAFF_EMAIL_TAKEN) return t('errors.emailTaken');
    if (error.errcode === ErrorCode.STAFF_PASSWORD_WRONG) return t('errors.passwordWrong');
    if (error.errcode === ErrorCode.STAFF_NOT_YOURSELF) return t('errors.notYourself');
    if (error.errcode === ErrorCode.MAIL_BROADCAST_INVALID)
      return t('errors.broadcastInvalid', {
        reason: (error.data as { reason?: string } | undefined)?.reason ?? error.msg,
      });
    if (error.errcode === ErrorCode.MAIL_BROADCAST_NOT_FOUND) return t('errors.broadcastNotFound');
    if (error.errcode === ErrorCode.MAIL_BROADCAST_STARTED) return t('errors.broadcastStarted');
    if (error.errcode === ErrorCode.MAIL_PLAYER_NOT_FOUND) return t('errors.playerNotFound');
    if (error.errcode === ErrorCode.WITHDRAWAL_NOT_FOUND) return t('errors.withdrawalNotFound');
    if (error.errcode === ErrorCode.WITHDRAWAL_ALREADY_DECIDED) {
      const status = (error.data as { status?: string } | undefined)?.status;
      return t('errors.withdrawalDecided', { status: status ?? '?' });
    }
    if (error.errcode === ErrorCode.WITHDRAWAL_REASON_REQUIRED) return t('errors.reasonRequired');
    if (error.errcode === ErrorCode.WITHDRAWAL_REFERENCE_REQUIRED)
      return t('errors.referenceRequired');
    if (error.errcode === ErrorCode.WITHDRAWAL_NOT_APPROVED) return t('errors.notApproved');
    if (error.errcode === ErrorCode.WITHDRAWAL_PROVIDER_PAYS) return t('errors.providerPays');
    if (error.errcode === ErrorCode.DEPOSIT_NOT_FOUND) return t('errors.depositNotFound');
    if (error.errcode === ErrorCode.PLAYER_NOT_FOUND) return t('errors.playerNotFound');
    if (error.errcode === ErrorCode.PLAYER_SESSION_NOT_FOUND)
      return t('errors.playerSessionNotFound');
    if (error.errcode === ErrorCode.ADJUSTMENT_NOT_FOUND) return t('errors.adjustmentNotFound');
    if (error.errcode === ErrorCode.ADJUSTMENT_DECIDED) return t('errors.adjustmentDecided');
    if (error.errcode === ErrorCode.ADJUSTMENT_OWN) return t('errors.adjustmentOwn');
    if (error.errcode === ErrorCode.ADJUSTMENT_BALANCE_TOO_LOW)
      return t('errors.adjustmentBalanceTooLow');
    if (error.errcode === ErrorCode.CONFIG_STALE_REVISION) return t('config.stale');
    if (error.errcode === ErrorCode.CONFIG_REVISION_NOT_FOUND) return t('config.revisionNotFound');
    return t('errors.failed', { message: error.msg });
  }
  return t('errors.network');
};
