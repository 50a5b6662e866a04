import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GetMail2Answer, MailItem } from '@lobby/contract/mail';
import { PropId } from '@lobby/contract/values/enums';
import { ErrorCode } from '@lobby/contract/values/errors';
import { useSessionStore } from '@/stores/session-store';
import { seriousViolations } from '@/test/axe';
import { envelope, refusal, stubApi, type SeenRequest } from '@/test/fetch-stub';
import { statusFlags } from '@/test/fixtures/status-flags';
import { userFixture } from '@/test/fixtures/user';
import { location, renderApp } from '@/test/render-app';

const calls = (seen: SeenRequest[], name: string) => seen.filter((r) => r.url.endsWith(`/${name}`));
const signIn = () => useSessionStore.getState().signIn('tok-1', userFixture());
const SENT = Date.UTC(2026, 10, 30, 9, 0) / 1000;
const money = { cash: 10_000, bonus: 500, wageringDone: 0, wageringRequired: 5_000 };

const mail = (id: number, extra: Partial<MailItem> = {}): MailItem => ({
  id,
  kind: 'system',
  template: 'welcome',
  params: {},
  title: null,
  awards: [],
  attachment: 'none',
  read: true,
  sentAt: SENT,
  expiresAt: null,
  claimedAt: null,
  ...extra,
});

const gift = mail(3, {
  kind: 'broadcast',
  template: null,
  title: 'Weekend gift',
  awards: [{ propId: PropId.Coin, count: 500 }],
  attachment: 'unclaimed',
  read: false,
  expiresAt: SENT + 7 * 86_400,
});
const deposit = mail(2, {
  template: 'depositPaid',
  params: { orderNo: 'D20261130A', amount: 5_000, bonus: 1_000 },
  read: false,
});
const welcome = mail(1);

const inbox = (list: MailItem[], extra: Partial<GetMail2Answer> = {}): GetMail2Answer => ({
  list,
  total: list.length,
  pages: 1,
  pageNum: 1,
  pageSize: 20,
  nextCursor: null,
  totalCapped: false,
  unread: list.filter((m) => !m.read).length,
  unclaimed: list.filter((m) => m.attachment === 'unclaimed').length,
  ...extra,
});

const around = {
  refreshData: () => envelope(userFixture()),
  activityGetStatusList: () => envelope(statusFlags({ hasMail: true, emailAwardFlag: true })),
};

const row = (title: string) => screen.getByText(title).closest('li')!;

describe('/email', () => {
  it('lists the mails newest first, marking the unread and the rewards to claim', async () => {
    stubApi({ ...around, getMail2: () => envelope(inbox([gift, deposit, welcome])) });
    signIn();
    renderApp('/email');
    const list = await screen.findByRole('list', { name: 'Your messages' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Weekend gift'),
      expect.stringContaining('Deposit received'),
      expect.stringContaining('Welcome to the lobby'),
    ]);
    expect(row('Weekend gift')).toHaveTextContent('Reward to claim');
    expect(within(row('Weekend gift')).getByRole('img', { name: 'New' })).toBeVisible();
    expect(within(row('Welcome to the lobby')).queryByRole('img', { name: 'New' })).toBeNull();
    expect(within(row('Deposit received')).getByRole('link')).toHaveAttribute(
      'href',
      '/email/detail?id=2',
    );
    expect(screen.getByText('2 unread · 1 reward to claim')).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
  });

  it('claims every reward with "Claim all": the reward modal shows it, the inbox is asked again', async () => {
    let claimed = false;
    const { seen } = stubApi({
      ...around,
      getMail2: () =>
        envelope(
          inbox([
            claimed ? { ...gift, attachment: 'claimed', read: true, claimedAt: SENT } : gift,
            welcome,
          ]),
        ),
      receiveMail: () => {
        claimed = true;
        return envelope({ claimed: [3], awards: gift.awards, refused: [], money });
      },
    });
    signIn();
    const user = userEvent.setup();
    renderApp('/email');
    await user.click(await screen.findByRole('button', { name: 'Claim all' }));
    expect(calls(seen, 'receiveMail')[0]?.body).toMatchObject({ all: true });
    const modal = await screen.findByRole('dialog', { name: 'You received' });
    expect(modal).toHaveTextContent('+5.00');
    await user.click(modal);
    await waitFor(() => expect(row('Weekend gift')).toHaveTextContent('Claimed'));
    expect(screen.queryByRole('button', { name: 'Claim all' })).toBeNull();
  });

  it('deletes selected mails, asking first for a reward not claimed, then claiming it', async () => {
    let list = [gift, deposit, welcome];
    const { seen } = stubApi({
      ...around,
      getMail2: () => envelope(inbox(list)),
      delMail: (body) => {
        const ids = body.ids as number[];
        if (!body.claimFirst && ids.includes(3))
          return refusal(ErrorCode.MAIL_UNCLAIMED, { ids: [3] });
        list = list.filter((m) => !ids.includes(m.id));
        return envelope({
          deleted: ids,
          claimed: body.claimFirst ? [3] : [],
          awards: body.claimFirst ? gift.awards : [],
          refused: [],
          money,
        });
      },
    });
    signIn();
    const user = userEvent.setup();
    renderApp('/email');
    await user.click(await screen.findByRole('button', { name: 'Select' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select: Weekend gift' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select: Welcome to the lobby' }));
    expect(screen.getByText('2 selected')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Claim the rewards first?' });
    expect(ask).toHaveTextContent('This message has a reward you have not claimed yet.');
    expect(calls(seen, 'delMail')).toHaveLength(1);
    await user.click(within(ask).getByRole('button', { name: 'Claim and delete' }));
    expect(calls(seen, 'delMail')[1]?.body).toMatchObject({ ids: [3, 1], claimFirst: true });
    expect(await screen.findByRole('dialog', { name: 'You received' })).toHaveTextContent('+5.00');
    await waitFor(() => expect(screen.queryByText('Weekend gift')).toBeNull());
    expect(screen.getByText('Deposit received')).toBeVisible();
  });

  it('says so when there is no mail', async () => {
    stubApi({ ...around, getMail2: () => envelope(inbox([])) });
    signIn();
    renderApp('/email');
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Select' })).toBeNull();
  });
});

describe('/email/detail', () => {
  it('words a system mail from its template, with the way to its records', async () => {
    const { seen } = stubApi({
      ...around,
      getMail2: () => envelope(inbox([deposit])),
      getMailDetail: () => envelope({ ...deposit, read: true, body: null }),
    });
    signIn();
    renderApp('/email/detail?id=2');
    expect(await screen.findByRole('heading', { name: 'Deposit received' })).toBeVisible();
    expect(
      screen.getByText(
        'Your deposit of 50.00 coins (order D20261130A) is in your balance, with a bonus of 10.00 coins.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'See your records' })).toHaveAttribute(
      'href',
      '/wallets/record',
    );
    expect(calls(seen, 'getMailDetail')[0]?.body).toMatchObject({ id: 2 });
    expect(await seriousViolations()).toEqual([]);
  });

  it('claims a broadcast’s reward through the reward modal', async () => {
    let claimed = false;
    const { seen } = stubApi({
      ...around,
      getMail2: () => envelope(inbox([gift])),
      getMailDetail: () =>
        envelope({
          ...gift,
          read: true,
          body: 'A little something for the weekend.',
          ...(claimed ? { attachment: 'claimed', claimedAt: SENT + 60 } : {}),
        }),
      receiveMail: () => {
        claimed = true;
        return envelope({ claimed: [3], awards: gift.awards, refused: [], money });
      },
    });
    signIn();
    const user = userEvent.setup();
    renderApp('/email/detail?id=3');
    expect(await screen.findByText('A little something for the weekend.')).toBeVisible();
    expect(screen.getByTestId('mail-awards')).toHaveTextContent('+5.00 coins');
    await user.click(screen.getByRole('button', { name: 'Claim' }));
    expect(calls(seen, 'receiveMail')[0]?.body).toMatchObject({ id: 3 });
    const modal = await screen.findByRole('dialog', { name: 'You received' });
    expect(modal).toHaveTextContent('+5.00');
    await user.click(modal);
    await waitFor(() => expect(screen.getByText(/^Claimed /)).toBeVisible());
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
  });

  it('says why a claim was refused, without a reward modal', async () => {
    stubApi({
      ...around,
      getMail2: () => envelope(inbox([gift])),
      getMailDetail: () => envelope({ ...gift, read: true, body: 'Gift.' }),
      receiveMail: () => refusal(ErrorCode.MAIL_EXPIRED),
    });
    signIn();
    const user = userEvent.setup();
    renderApp('/email/detail?id=3');
    await user.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This message has expired, so its reward can no longer be claimed.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('deletes the mail and goes back to the inbox', async () => {
    const { seen } = stubApi({
      ...around,
      getMail2: () => envelope(inbox([])),
      getMailDetail: () => envelope({ ...welcome, body: null }),
      delMail: () => envelope({ deleted: [1], claimed: [], awards: [], refused: [], money }),
    });
    signIn();
    const user = userEvent.setup();
    const { router } = renderApp('/email/detail?id=1');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(location(router)).toBe('/email'));
    expect(calls(seen, 'delMail')[0]?.body).toMatchObject({ ids: [1], claimFirst: false });
  });

  it('tells a mail that is gone, and asks a visitor to log in', async () => {
    stubApi({ ...around, getMailDetail: () => refusal(ErrorCode.MAIL_NOT_FOUND) });
    signIn();
    renderApp('/email/detail?id=99');
    expect(await screen.findByRole('heading', { name: 'This message is gone' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to mail' })).toHaveAttribute('href', '/email');
  });

  it('asks a visitor to log in, without asking for the mail', async () => {
    const { seen } = stubApi({ getMailDetail: () => envelope({ ...welcome, body: null }) });
    renderApp('/email/detail?id=1');
    expect(await screen.findByRole('heading', { name: 'Log in to read your mail' })).toBeVisible();
    expect(calls(seen, 'getMailDetail')).toHaveLength(0);
  });
});
