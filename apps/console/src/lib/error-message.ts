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
    if (error.errcode === ErrorCode.CONFIG_STALE_REVISION) return t('config.stale');
    if (error.errcode === ErrorCode.CONFIG_REVISION_NOT_FOUND) return t('config.revisionNotFound');
    return t('errors.failed', { message: error.msg });
  }
  return t('errors.network');
};
