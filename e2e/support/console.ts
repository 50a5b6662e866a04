import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';

/**
 * The console's second factor in browser tests: staff made by the dev endpoint with a known TOTP
 * secret, and codes computed from it as an authenticator app would (the otpauth library the
 * server uses). The server takes each time step once, so a second sign-in of the same account
 * within 30 s uses the next step's code (inside the server's ±1 step window).
 */

const lastStep = new Map<string, number>();

/** A new secret for `POST /dev/v1/staffCreate`'s totpSecret. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/**
 * A new staff member for `POST /dev/v1/staffCreate`: `<stem>_<runId>@lobby.test`, named
 * `<name> <runId>`, with `role`, the password when given, and a new TOTP secret.
 */
export const newStaff = <T extends { stem: string; name: string; role: string; password?: string }>(
  runId: string,
  { stem, name, ...rest }: T,
) => ({
  email: `${stem}_${runId}@lobby.test`,
  name: `${name} ${runId}`,
  ...rest,
  totpSecret: newTotpSecret(),
});

/** A code the server has not seen for this secret yet. */
export const totpCode = (secret: string) => {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  const now = totp.counter();
  const step = Math.max(now, (lastStep.get(secret) ?? -1) + 1);
  lastStep.set(secret, step);
  return totp.generate({ timestamp: step * 30_000 });
};

/** The secret of an otpauth:// URL (an enrolment the page shows). */
export const secretOfUrl = (url: string) => new URL(url).searchParams.get('secret')!;

/** The second step of the console's sign-in: a code for the account's secret. */
export const enterTotp = async (page: Page, secret: string) => {
  await page.getByTestId('console-signin-code').fill(totpCode(secret));
  await page.getByTestId('console-signin-code-submit').click();
};

/** The console's sign-in form filled and sent as `staff`, then the second step (enterTotp). */
export const signInAs = async (
  page: Page,
  staff: { email: string; totpSecret: string },
  password: string,
) => {
  await page.getByTestId('console-signin-email').fill(staff.email);
  await page.getByTestId('console-signin-password').fill(password);
  await page.getByTestId('console-signin-submit').click();
  await enterTotp(page, staff.totpSecret);
};
