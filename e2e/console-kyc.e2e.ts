import type { Browser, BrowserContext } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, dev, newRunId, ok, onPath, register } from './support/api';
import { seriousViolations } from './support/axe';
import { closeAll, deskContext, launchBrowser, watchErrors } from './support/browser';
import { newStaff, signInAs } from './support/console';

/**
 * Know your customer in the console (ADR 0073): two players (set up through the API calls) enter
 * their details and send their documents; a support member opens the KYC queue, sees each case's
 * details beside its documents, approves one and refuses the other with a reason; each player's
 * state says so, and the refused one may submit again.
 */

let browser: Browser;
let desk: BrowserContext;
const runId = newRunId();
const api = apiClient();
const staff = newStaff(runId, {
  stem: 'kycdesk',
  name: 'Kyc',
  role: 'support',
  password: `Kyc-${runId}-password`,
});

/** A player with a pending review: their token and name. */
const pendingPlayer = async (stem: string, fullName: string, color: string) => {
  const { token } = await register(api, `${stem}_${runId}`, `Pw-${runId}!`);
  ok(
    await api(
      'kycSubmitDetails',
      {
        fullName,
        dateOfBirth: '1988-03-14',
        country: 'DE',
        addressLine1: '12 Lindenstrasse',
        city: 'Berlin',
        postalCode: '10115',
      },
      token,
    ),
  );
  const image = (
    await sharp({ create: { width: 160, height: 100, channels: 3, background: color } })
      .png()
      .toBuffer()
  ).toString('base64');
  for (const side of ['front', 'back', 'selfie'])
    ok(await api('kycUploadDocument', { side, image }, token));
  ok(await api('kycSubmitReview', {}, token));
  return { token, fullName };
};

beforeAll(async () => {
  browser = await launchBrowser();
  await dev('staffCreate', staff);
  desk = await deskContext(browser);
});

afterAll(() => closeAll(desk, browser));

describe('the KYC queue', () => {
  it('approves one player and refuses another with a reason, each told', async () => {
    const approved = await pendingPlayer('kycyes', `Ada Approved ${runId}`, '#2a6f97');
    const refused = await pendingPlayer('kycno', `Rex Refused ${runId}`, '#9a3412');

    const page = await desk.newPage();
    const errors = watchErrors(page);
    await page.goto('/console/kyc');
    await onPath(page, /^\/console\/sign-in$/);
    await signInAs(page, staff, staff.password);
    await onPath(page, /^\/console\/kyc$/);

    const open = async (fullName: string) => {
      const row = page.getByTestId('kyc-row').filter({ hasText: fullName });
      await row.waitFor({ timeout: 30_000 });
      await row.getByRole('link').click();
      const kase = page.getByTestId('kyc-case');
      await kase.getByTestId('kyc-details').getByText(fullName).waitFor();
      // The three images load through the console's audited route.
      for (const side of ['front', 'back', 'selfie']) {
        const img = kase.getByTestId(`kyc-document-${side}`);
        await img.waitFor();
        await expect
          .poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth))
          .toBe(160);
      }
      return kase;
    };

    const first = await open(approved.fullName);
    expect(await seriousViolations(page)).toEqual([]);
    await first.getByTestId('kyc-approve').click();
    await first.getByTestId('kyc-case-status').getByText('Approved').waitFor();

    const second = await open(refused.fullName);
    await second.getByTestId('kyc-reason').selectOption('detailsMismatch');
    await second.getByTestId('kyc-refuse').click();
    await second.getByTestId('kyc-case-status').getByText('Refused').waitFor();
    await second.getByText('Refused: The document does not match the details').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const stateOf = async (token: string) =>
      ok(
        await api<{ tier: number; review: { status: string; reason: string | null } }>(
          'kycState',
          {},
          token,
        ),
      );
    expect(await stateOf(approved.token)).toMatchObject({
      tier: 2,
      review: { status: 'approved' },
    });
    expect(await stateOf(refused.token)).toMatchObject({
      tier: 1,
      review: { status: 'refused', reason: 'detailsMismatch' },
      canUpload: true,
    });
    // Chrome logs the first staffMe (401, no session yet) as a failed load.
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
  });
});
