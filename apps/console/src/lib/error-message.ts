import { ErrorCode } from '@lobby/contract/values/errors';
import { t } from '../i18n/i18n';
import { ConsoleApiError } from './api-client';
import { formatMoney } from './format';

/** The console's own words for the refusals it knows, by code. */
const MESSAGES: Partial<Record<number, string>> = {
  [ErrorCode.STAFF_SIGN_IN_FAILED]: 'errors.signInFailed',
  [ErrorCode.STAFF_FORBIDDEN]: 'errors.forbidden',
  [ErrorCode.STAFF_CODE_WRONG]: 'errors.codeWrong',
  [ErrorCode.STAFF_LOCKED]: 'errors.locked',
  [ErrorCode.STAFF_SIGN_IN_EXPIRED]: 'errors.signInExpired',
  [ErrorCode.STAFF_EMAIL_TAKEN]: 'errors.emailTaken',
  [ErrorCode.STAFF_PASSWORD_WRONG]: 'errors.passwordWrong',
  [ErrorCode.STAFF_NOT_YOURSELF]: 'errors.notYourself',
  [ErrorCode.STAFF_NOT_FOUND]: 'errors.staffNotFound',
  [ErrorCode.STAFF_SESSION_NOT_FOUND]: 'errors.staffSessionNotFound',
  [ErrorCode.PLAYER_NOT_FOUND]: 'errors.playerNotFound',
  [ErrorCode.PLAYER_SESSION_NOT_FOUND]: 'errors.playerSessionNotFound',
  [ErrorCode.ADJUSTMENT_NOT_FOUND]: 'errors.adjustmentNotFound',
  [ErrorCode.ADJUSTMENT_DECIDED]: 'errors.adjustmentDecided',
  [ErrorCode.ADJUSTMENT_OWN]: 'errors.adjustmentOwn',
  [ErrorCode.ADJUSTMENT_BALANCE_TOO_LOW]: 'errors.adjustmentBalanceTooLow',
  [ErrorCode.STAFF_APPROVER_RELATED]: 'errors.approverRelated',
  [ErrorCode.STAFF_REQUEST_NOT_FOUND]: 'errors.staffRequestNotFound',
  [ErrorCode.STAFF_REQUEST_DECIDED]: 'errors.staffRequestDecided',
  [ErrorCode.STAFF_REQUEST_OWN]: 'errors.staffRequestOwn',
  [ErrorCode.STAFF_REQUEST_PENDING]: 'errors.staffRequestPending',
  [ErrorCode.WITHDRAWAL_NOT_FOUND]: 'errors.withdrawalNotFound',
  [ErrorCode.WITHDRAWAL_REASON_REQUIRED]: 'errors.reasonRequired',
  [ErrorCode.WITHDRAWAL_REFERENCE_REQUIRED]: 'errors.referenceRequired',
  [ErrorCode.WITHDRAWAL_NOT_APPROVED]: 'errors.notApproved',
  [ErrorCode.WITHDRAWAL_PROVIDER_PAYS]: 'errors.providerPays',
  [ErrorCode.DEPOSIT_NOT_FOUND]: 'errors.depositNotFound',
  [ErrorCode.CONFIG_STALE_REVISION]: 'config.stale',
  [ErrorCode.CONFIG_REVISION_NOT_FOUND]: 'config.revisionNotFound',
  [ErrorCode.RISK_SETTINGS_STALE]: 'risk.settings.stale',
  [ErrorCode.MAIL_BROADCAST_NOT_FOUND]: 'errors.broadcastNotFound',
  [ErrorCode.MAIL_BROADCAST_STARTED]: 'errors.broadcastStarted',
  [ErrorCode.MAIL_NOT_PENDING]: 'errors.mailNotPending',
  [ErrorCode.MAIL_APPROVE_OWN]: 'errors.mailApproveOwn',
  [ErrorCode.ACCOUNT_HOLDS_MONEY]: 'dataRights.errors.holdsMoney',
  [ErrorCode.ACCOUNT_NOT_CLOSED]: 'dataRights.errors.notClosed',
  [ErrorCode.ACCOUNT_ERASED]: 'dataRights.errors.erased',
  [ErrorCode.KYC_CASE_NOT_FOUND]: 'kyc.errors.caseNotFound',
  [ErrorCode.KYC_CASE_NOT_PENDING]: 'kyc.errors.caseNotPending',
  [ErrorCode.KYC_DOCUMENT_GONE]: 'kyc.deleted',
};

/** A refusal's detail, when its answer carries one. */
const detail = (error: ConsoleApiError, field: 'reason' | 'status' | 'player') =>
  (error.data as Partial<Record<typeof field, string>> | undefined)?.[field];

/** What staff read about a failure: the console's own words for the codes it knows. */
export const errorMessage = (error: unknown): string => {
  if (!(error instanceof ConsoleApiError)) return t('errors.network');
  if (error.errcode === ErrorCode.MAIL_BROADCAST_INVALID)
    return t('errors.broadcastInvalid', { reason: detail(error, 'reason') ?? error.msg });
  if (error.errcode === ErrorCode.MAIL_ATTACHMENT_OVER_CAP) {
    const over = error.data as { coin?: number; cap?: number } | undefined;
    return t('errors.mailOverCap', {
      coin: formatMoney(over?.coin ?? 0),
      cap: formatMoney(over?.cap ?? 0),
    });
  }
  if (error.errcode === ErrorCode.MAIL_PLAYER_NOT_FOUND)
    return t('errors.mailPlayerNotFound', { player: detail(error, 'player') ?? '' });
  if (error.errcode === ErrorCode.MAIL_PLAYER_AMBIGUOUS)
    return t('errors.mailPlayerAmbiguous', { player: detail(error, 'player') ?? '' });
  if (error.errcode === ErrorCode.WITHDRAWAL_ALREADY_DECIDED)
    return t('errors.withdrawalDecided', { status: detail(error, 'status') ?? '?' });
  if (error.errcode === ErrorCode.STAFF_SIGN_IN_THROTTLED) {
    const seconds = (error.data as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
    return t('errors.signInThrottled', { count: Math.max(1, Math.ceil((seconds ?? 60) / 60)) });
  }
  const key = MESSAGES[error.errcode];
  return key ? t(key) : t('errors.failed', { message: error.msg });
};
