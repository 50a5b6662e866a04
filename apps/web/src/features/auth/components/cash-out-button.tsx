import { useState } from 'react';
import { ErrorCode } from '@lobby/contract/values/errors';
import { Button } from '@/components/button';
import { pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { call } from '@/lib/api-client';
import { ApiError } from '@/lib/api-errors';
import { isCashOutOnly, startCashOut } from '@/lib/session';

/** The cash-out-only session a break's sign-in refusal hands out (ADR 0071), or null. */
export const cashOutTokenOf = (error: unknown): string | null => {
  if (!(error instanceof ApiError) || error.errcode !== ErrorCode.PLAYER_ON_BREAK) return null;
  const token = (error.data as { cashOutToken?: unknown } | null | undefined)?.cashOutToken;
  return typeof token === 'string' ? token : null;
};

/** Where a sign-in page sends a signed-in player: a cash-out-only one to the withdrawal page. */
export const cashOutTarget = (target: string) =>
  isCashOutOnly() ? pathTo('wallets', { name: 'withdraw' }) : target;

/**
 * "Withdraw my balance" under a break's refusal: keeps the cash-out-only session and opens the
 * withdrawal page, the one place it may go (with the balance and the safebox's retrieval).
 */
export function CashOutButton({ token }: { token: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const open = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const info = await call('getAfterLoginInfoWeb', {}, { headers: { authorization: token } });
      // The sign-in page, seeing a session, sends a cash-out one on to the withdrawal page.
      startCashOut(token, info.user);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button type="button" variant="purple" disabled={busy} onClick={() => void open()}>
        {t('auth.withdrawBalance')}
      </Button>
      {failed ? <p role="alert">{t('auth.withdrawBalanceFailed')}</p> : null}
    </>
  );
}
