import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { KycStateAnswer } from '@lobby/contract/kyc';
import { ErrorCode } from '@lobby/contract/values/errors';
import { FEEDBACK_IMAGE_MAX_BYTES } from '@lobby/contract/values/feedback';
import { useSessionStore } from '@/stores/session-store';
import { seriousViolations } from '@/test/axe';
import { envelope, refusal, stubApi, type SeenRequest } from '@/test/fetch-stub';
import { statusFlags } from '@/test/fixtures/status-flags';
import { userFixture } from '@/test/fixtures/user';
import { location, renderApp } from '@/test/render-app';

const calls = (seen: SeenRequest[], name: string) => seen.filter((r) => r.url.endsWith(`/${name}`));
const signIn = () => useSessionStore.getState().signIn('tok-1', userFixture());
const around = {
  refreshData: () => envelope(userFixture()),
  activityGetStatusList: () => envelope(statusFlags()),
};

const details = {
  fullName: 'Pat Player',
  dateOfBirth: '1990-05-17',
  country: 'GB',
  addressLine1: '1 High Street',
  addressLine2: '',
  city: 'London',
  postalCode: 'N1 9GU',
};

/** A kycState answer: tier 0, nothing entered, the default tier limits. */
const kycState = (over: Partial<KycStateAnswer> = {}): KycStateAnswer => ({
  tier: 0,
  details: null,
  documents: (['front', 'back', 'selfie'] as const).map((side) => ({
    side,
    uploaded: false,
    uploadedAt: null,
  })),
  review: { status: 'none', reason: null, submittedAt: null, decidedAt: null },
  tiers: [
    { tier: 0, depositMonthly: 50_000, withdrawMonthly: null, withdrawLifetime: 20_000 },
    { tier: 1, depositMonthly: 500_000, withdrawMonthly: 200_000, withdrawLifetime: null },
    { tier: 2, depositMonthly: null, withdrawMonthly: null, withdrawLifetime: null },
  ],
  used: { depositMonthly: 12_000, withdrawMonthly: 0, withdrawLifetime: 5_000 },
  minimumAge: 18,
  closedForPlay: false,
  canSubmitDetails: true,
  canUpload: false,
  canSubmitReview: false,
  ...over,
});

const tier1 = (over: Partial<KycStateAnswer> = {}) =>
  kycState({ tier: 1, details, canSubmitDetails: true, canUpload: true, ...over });

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const pngFile = (name: string) => {
  const bytes = new Uint8Array(64);
  bytes.set(PNG);
  return new File([bytes], name, { type: 'image/png' });
};
const base64Of = async (file: File) =>
  btoa(String.fromCharCode(...new Uint8Array(await file.arrayBuffer())));

describe('/member/verification', () => {
  it('sends a visitor to sign in first', async () => {
    stubApi(around);
    const { router } = renderApp('/member/verification');
    await waitFor(() => expect(location(router)).toMatch(/^\/auth\/login\?/));
  });

  it('tier 0: checks the details by the contract’s rules before sending, then shows tier 1', async () => {
    const { seen } = stubApi({
      ...around,
      kycState: () => envelope(kycState()),
      kycSubmitDetails: () => envelope(tier1()),
    });
    signIn();
    const user = userEvent.setup();
    renderApp('/member/verification');
    expect(await screen.findByRole('heading', { name: 'Verify your identity' })).toBeVisible();
    expect(await screen.findByTestId('kyc-tier')).toHaveTextContent('Tier 0 · Phone');
    // What each tier allows, as the server says; the player's own tier marked.
    const table = screen.getByRole('table', { name: 'Deposits and withdrawals each tier allows' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/0 \(you\)500\.00 coinsNo limit200\.00 coins/);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[3]).toHaveTextContent(/2No limitNo limitNo limit/);
    expect(screen.getByText(/120\.00 coins deposited and 0\.00 coins withdrawn/)).toBeVisible();
    expect(screen.getByText(/You must be at least 18 to play/)).toBeVisible();

    const save = screen.getByRole('button', { name: 'Save my details' });
    await user.click(save);
    expect(
      screen.getByText('Enter your full name as on your document: 2 to 100 characters.'),
    ).toBeVisible();
    expect(screen.getByText('Enter your date of birth.')).toBeVisible();
    expect(screen.getByText('Choose your country.')).toBeVisible();
    expect(screen.getByText('Enter your street and number: 3 to 200 characters.')).toBeVisible();
    expect(screen.getByText('Enter your city: at most 100 characters.')).toBeVisible();
    expect(screen.getByText('Please confirm that your details are true.')).toBeVisible();
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Full name'), '  Pat Player ');
    await user.type(screen.getByLabelText('Date of birth'), '2999-01-01');
    await user.selectOptions(screen.getByLabelText('Country'), 'United Kingdom');
    await user.type(screen.getByLabelText('Street and number'), '1 High Street');
    await user.type(screen.getByLabelText('City'), 'London');
    await user.type(screen.getByLabelText('Postal code (optional)'), 'N1_9GU');
    await user.click(screen.getByLabelText('I confirm these details are true and are my own.'));
    await user.click(save);
    expect(screen.getByText('A date of birth cannot be in the future.')).toBeVisible();
    expect(
      screen.getByText(
        'A postal code has letters, digits, spaces and dashes only, at most 16 characters.',
      ),
    ).toBeVisible();
    expect(calls(seen, 'kycSubmitDetails')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Date of birth'));
    await user.type(screen.getByLabelText('Date of birth'), '1990-05-17');
    await user.clear(screen.getByLabelText('Postal code (optional)'));
    await user.type(screen.getByLabelText('Postal code (optional)'), 'N1 9GU');
    expect(await seriousViolations()).toEqual([]);
    await user.click(save);

    expect(await screen.findByText('Tier 1 · Personal details')).toBeVisible();
    const [sent] = calls(seen, 'kycSubmitDetails');
    expect(sent?.body).toMatchObject(details);
    // The next step: the documents.
    expect(screen.getByRole('heading', { name: 'Your details' })).toBeVisible();
    expect(screen.getByText(/1 High Street, N1 9GU London, United Kingdom/)).toBeVisible();
    expect(
      screen.getByRole('heading', { name: 'Tier 2: your identity document and a selfie' }),
    ).toBeVisible();
  });

  it('shows the server’s refusals as sentences: on the field it names, or the closing of an underage account', async () => {
    let answer = refusal(ErrorCode.BAD_REQUEST, {
      issues: [{ path: 'city', message: 'String must contain at least 1 character(s)' }],
    });
    let state = kycState();
    stubApi({
      ...around,
      kycState: () => envelope(state),
      kycSubmitDetails: () => answer,
    });
    signIn();
    const user = userEvent.setup();
    renderApp('/member/verification');
    await user.type(await screen.findByLabelText('Full name'), 'Young Player');
    await user.type(screen.getByLabelText('Date of birth'), '2012-02-29');
    await user.selectOptions(screen.getByLabelText('Country'), 'GB');
    await user.type(screen.getByLabelText('Street and number'), '2 Low Road');
    await user.type(screen.getByLabelText('City'), 'Leeds');
    await user.click(screen.getByLabelText('I confirm these details are true and are my own.'));
    await user.click(screen.getByRole('button', { name: 'Save my details' }));
    expect(await screen.findByText('Enter your city: at most 100 characters.')).toBeVisible();
    expect(screen.getByLabelText('City')).toHaveAttribute('aria-invalid', 'true');

    // Under the minimum age: the server closes the account; the page says so, read again.
    answer = refusal(ErrorCode.KYC_UNDERAGE);
    state = kycState({ closedForPlay: true, canSubmitDetails: false });
    await user.click(screen.getByRole('button', { name: 'Save my details' }));
    expect(await screen.findByText('Your account is closed for play')).toBeVisible();
    expect(
      screen.getByText(/you are under 18, the minimum age to play.*you can still withdraw/i),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save my details' })).toBeNull();
  });

  it('tier 1: uploads each side as picked with its preview, refuses a renamed file, then sends for review', async () => {
    let state = tier1();
    const { seen } = stubApi({
      ...around,
      kycState: () => envelope(state),
      kycUploadDocument: (body) => {
        state = {
          ...state,
          documents: state.documents.map((d) =>
            d.side === body.side ? { ...d, uploaded: true, uploadedAt: 1_790_000_000 } : d,
          ),
        };
        state.canSubmitReview = state.documents.every((d) => d.uploaded);
        return envelope(state);
      },
      kycSubmitReview: () => {
        state = {
          ...state,
          canUpload: false,
          canSubmitReview: false,
          review: { status: 'pending', reason: null, submittedAt: 1_790_000_600, decidedAt: null },
        };
        return envelope(state);
      },
    });
    signIn();
    const user = userEvent.setup();
    renderApp('/member/verification');
    expect(await screen.findByTestId('kyc-progress')).toHaveTextContent('0 of 3 uploaded');
    const send = screen.getByRole('button', { name: 'Send for review' });
    expect(send).toBeDisabled();

    const front = screen.getByLabelText('Choose a file: Front of your document');
    await user.upload(
      front,
      new File([new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0])], 'id.png', {
        type: 'image/png',
      }),
    );
    expect(
      await screen.findByText('That file is not a picture we can take: JPEG, PNG or WebP only.'),
    ).toBeVisible();
    expect(calls(seen, 'kycUploadDocument')).toHaveLength(0);

    const files = { front: pngFile('front.png'), back: pngFile('back.png') };
    await user.upload(front, files.front);
    expect(
      await screen.findByRole('img', { name: 'Your picture: Front of your document' }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    expect(screen.getByTestId('kyc-side-front')).toHaveTextContent('Uploaded');
    expect(screen.getByTestId('kyc-progress')).toHaveTextContent('1 of 3 uploaded');
    await user.upload(screen.getByLabelText('Choose a file: Back of your document'), files.back);
    // The camera's input takes the selfie (the front camera).
    const camera = screen.getByLabelText('Take a photo: Selfie');
    expect(camera).toHaveAttribute('capture', 'user');
    await user.upload(camera, pngFile('selfie.png'));
    await screen.findByRole('img', { name: 'Your picture: Selfie' });
    expect(screen.getByTestId('kyc-progress')).toHaveTextContent('3 of 3 uploaded');
    expect(screen.getByRole('progressbar', { name: 'Pictures uploaded' })).toHaveAttribute(
      'value',
      '3',
    );
    const uploads = calls(seen, 'kycUploadDocument');
    expect(uploads.map((u) => u.body?.side)).toEqual(['front', 'back', 'selfie']);
    expect(uploads[0]?.body?.image).toBe(await base64Of(files.front));
    expect(await seriousViolations()).toEqual([]);

    await user.click(send);
    expect(await screen.findByRole('heading', { name: 'Pending review' })).toBeVisible();
    expect(screen.getByText(/We received your documents on/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send for review' })).toBeNull();
    expect(calls(seen, 'kycSubmitReview')).toHaveLength(1);
  });

  it('says an upload’s refusal in words, the side left as it was', async () => {
    stubApi({
      ...around,
      kycState: () => envelope(tier1()),
      kycUploadDocument: () => refusal(ErrorCode.KYC_IMAGE_INVALID),
    });
    signIn();
    const user = userEvent.setup();
    renderApp('/member/verification');
    await user.upload(
      await screen.findByLabelText('Choose a file: Back of your document'),
      pngFile('back.png'),
    );
    expect(
      await screen.findByText(
        'That picture cannot be used. Send a JPEG, PNG or WebP photo of up to 2 MB.',
      ),
    ).toBeVisible();
    expect(screen.getByTestId('kyc-side-back')).toHaveTextContent('Not uploaded yet');

    // Too large, and no way to shrink it here (jsdom draws no pictures): said, never sent.
    const huge = new Uint8Array(FEEDBACK_IMAGE_MAX_BYTES + 1);
    huge.set(PNG);
    await user.upload(
      screen.getByLabelText('Choose a file: Selfie'),
      new File([huge], 'selfie.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('That picture is larger than 2 MB.')).toBeVisible();
  });

  it('refused: shows the staff’s reason, and "Submit again" leads back to the upload', async () => {
    const refused = tier1({
      review: {
        status: 'refused',
        reason: 'selfieMismatch',
        submittedAt: 1_790_000_000,
        decidedAt: 1_790_003_600,
      },
      // The refused pictures went with their review: a new submission starts from none.
    });
    stubApi({ ...around, kycState: () => envelope(refused) });
    signIn();
    const user = userEvent.setup();
    renderApp('/member/verification');
    expect(await screen.findByRole('heading', { name: 'Refused' })).toBeVisible();
    expect(
      screen.getByText(
        'Our team could not accept your documents. The reason: the selfie does not match the document’s photo.',
      ),
    ).toBeVisible();
    expect(screen.queryByLabelText('Choose a file: Selfie')).toBeNull();
    expect(await seriousViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Submit again' }));
    expect(screen.getByLabelText('Choose a file: Selfie')).toBeEnabled();
    expect(screen.getByTestId('kyc-side-selfie')).toHaveTextContent('Not uploaded yet');
    expect(screen.getByTestId('kyc-progress')).toHaveTextContent('0 of 3 uploaded');
    expect(screen.getByRole('button', { name: 'Send for review' })).toBeDisabled();
    expect(screen.queryByRole('heading', { name: 'Refused' })).toBeNull();
  });

  it('refused for details that do not match: the details are changed, prefilled, before sending again', async () => {
    let state = tier1({
      review: {
        status: 'refused',
        reason: 'detailsMismatch',
        submittedAt: 1_790_000_000,
        decidedAt: 1_790_003_600,
      },
    });
    const { seen } = stubApi({
      ...around,
      kycState: () => envelope(state),
      kycSubmitDetails: (body) => {
        state = { ...state, details: { ...details, ...(body as Partial<typeof details>) } };
        return envelope(state);
      },
    });
    signIn();
    const user = userEvent.setup();
    renderApp('/member/verification');
    expect(
      await screen.findByText(/the document does not match the details you entered\./),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Change my details' }));
    const city = screen.getByLabelText('City');
    expect(city).toHaveValue('London');
    expect(screen.getByLabelText('Country')).toHaveValue('GB');
    await user.clear(city);
    await user.type(city, 'Manchester');
    await user.click(screen.getByLabelText('I confirm these details are true and are my own.'));
    await user.click(screen.getByRole('button', { name: 'Save my details' }));
    expect(await screen.findByText(/N1 9GU Manchester, United Kingdom/)).toBeVisible();
    expect(calls(seen, 'kycSubmitDetails')[0]?.body).toMatchObject({
      ...details,
      city: 'Manchester',
    });
    expect(screen.getByRole('heading', { name: 'Refused' })).toBeVisible();
  });

  it('approved: tier 2, nothing left to send', async () => {
    stubApi({
      ...around,
      kycState: () =>
        envelope(
          kycState({
            tier: 2,
            details,
            canSubmitDetails: false,
            review: {
              status: 'approved',
              reason: null,
              submittedAt: 1_790_000_000,
              decidedAt: 1_790_003_600,
            },
          }),
        ),
    });
    signIn();
    renderApp('/member/verification');
    expect(await screen.findByRole('heading', { name: 'Approved' })).toBeVisible();
    expect(screen.getByTestId('kyc-tier')).toHaveTextContent('Tier 2 · Identity documents');
    expect(screen.queryByRole('button', { name: 'Send for review' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save my details' })).toBeNull();
  });

  it('the member page’s entry names the tier and leads to the page', async () => {
    stubApi({ ...around, kycState: () => envelope(tier1()) });
    signIn();
    const user = userEvent.setup();
    const { router } = renderApp('/member');
    const entry = await screen.findByRole('link', { name: /Verify your identity/ });
    await waitFor(() => expect(entry).toHaveTextContent('Tier 1'));
    await user.click(entry);
    await waitFor(() => expect(location(router)).toBe('/member/verification'));
  });
});
