import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeedbackDetailAnswer, FeedbackSummary } from '@lobby/contract/feedback';
import { ErrorCode } from '@lobby/contract/values/errors';
import { FEEDBACK_IMAGE_MAX_BYTES } from '@lobby/contract/values/feedback';
import { useSessionStore } from '@/stores/session-store';
import { envelope, refusal, stubApi, type SeenRequest } from '@/test/fetch-stub';
import { seriousViolations } from '@/test/axe';
import { statusFlags } from '@/test/fixtures/status-flags';
import { userFixture } from '@/test/fixtures/user';
import { location, renderApp } from '@/test/render-app';

const calls = (seen: SeenRequest[], name: string) => seen.filter((r) => r.url.endsWith(`/${name}`));
const signIn = () => useSessionStore.getState().signIn('tok-1', userFixture());
const around = {
  refreshData: () => envelope(userFixture()),
  activityGetStatusList: () => envelope(statusFlags()),
};

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const pngFile = (name = 'shot.png', size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG);
  return new File([bytes], name, { type: 'image/png' });
};
/** An executable renamed to look like a picture: its name and declared type say PNG. */
const renamedExecutable = () =>
  new File([new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0])], 'photo.png', {
    type: 'image/png',
  });
const base64Of = async (file: File) =>
  btoa(String.fromCharCode(...new Uint8Array(await file.arrayBuffer())));

const thread = (over: Partial<FeedbackDetailAnswer> = {}): FeedbackDetailAnswer => ({
  id: 41,
  typeName: 'Problem with a game',
  status: 'replied',
  createdAt: 1_790_000_000,
  updatedAt: 1_790_000_600,
  messages: [
    {
      id: 1,
      author: 'player',
      text: 'The wheel froze after my spin.',
      images: [{ key: 'Ab3_kEy-0123456789abcd', type: 'image/png', width: 40, height: 30 }],
      createdAt: 1_790_000_000,
    },
    {
      id: 2,
      author: 'staff',
      text: 'Thanks! We are looking into it.',
      images: [],
      createdAt: 1_790_000_600,
    },
  ],
  ...over,
});

// jsdom has no object URLs: the thread's images are shown from one.
const { createObjectURL, revokeObjectURL } = URL;
beforeEach(() => {
  URL.createObjectURL = () => 'blob:feedback-image';
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

describe('/feedback', () => {
  it('asks a visitor to log in first', async () => {
    stubApi(around);
    renderApp('/feedback');
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      expect.stringContaining('/auth/login'),
    );
  });

  it('checks the form as the server will, refuses a renamed executable and sends the rest', async () => {
    const { seen } = stubApi({
      ...around,
      feedbackSubmit: () => envelope({ id: 41 }),
      feedbackDetail: () => envelope(thread({ status: 'open', messages: [] })),
    });
    signIn();
    const user = userEvent.setup();
    const { router } = renderApp('/feedback');
    const send = await screen.findByRole('button', { name: 'Send' });
    expect(screen.getByText(/Up to 3 images/)).toBeInTheDocument();

    await user.click(send);
    expect(await screen.findByText('Please choose a type.')).toBeInTheDocument();
    expect(screen.getByText('Please write at least 5 characters.')).toBeInTheDocument();
    expect(calls(seen, 'feedbackSubmit')).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Type'), 'Problem with a game');
    await user.type(screen.getByLabelText('Your message'), '  The wheel froze after my spin.  ');

    const picker = screen.getByLabelText('Add an image');
    await user.upload(picker, renamedExecutable());
    expect(
      await screen.findByText('That file is not a picture we can take: JPEG, PNG or WebP only.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Image 1 you picked' })).toBeNull();

    await user.upload(picker, pngFile('huge.png', FEEDBACK_IMAGE_MAX_BYTES + 1));
    expect(await screen.findByText('That image is larger than 2 MB.')).toBeInTheDocument();

    const picked = [pngFile('a.png'), pngFile('b.png', 80)];
    await user.upload(picker, picked);
    expect(await screen.findByRole('img', { name: 'Image 2 you picked' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(screen.queryByRole('img', { name: 'Image 2 you picked' })).toBeNull();
    expect(await seriousViolations()).toEqual([]);

    await user.click(send);
    await vi.waitFor(() => expect(calls(seen, 'feedbackSubmit')).toHaveLength(1));
    expect(calls(seen, 'feedbackSubmit')[0]!.body).toMatchObject({
      type: 2,
      text: 'The wheel froze after my spin.',
      images: [await base64Of(picked[1]!)],
    });
    await vi.waitFor(() => expect(location(router)).toBe('/feedback/record/41'));
    expect(
      await screen.findByText('Thank you! We have your feedback and will reply here.'),
    ).toBeInTheDocument();
  });

  it('takes no more images than the config allows', async () => {
    stubApi(around);
    signIn();
    const user = userEvent.setup();
    renderApp('/feedback');
    const picker = await screen.findByLabelText('Add an image');
    await user.upload(picker, [pngFile('1.png'), pngFile('2.png'), pngFile('3.png'), pngFile()]);
    expect(
      await screen.findByText('You have added as many images as one feedback can take.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /you picked/ })).toHaveLength(3);
    expect(screen.queryByLabelText('Add an image')).toBeNull();
  });

  it('says a refusal in its own words, with the wait', async () => {
    stubApi({
      ...around,
      feedbackSubmit: () =>
        refusal(ErrorCode.FEEDBACK_RATE_LIMITED, { retryAfterSeconds: 1200 }, 'slow down'),
    });
    signIn();
    const user = userEvent.setup();
    renderApp('/feedback');
    await user.selectOptions(await screen.findByLabelText('Type'), 'Suggestion');
    await user.type(screen.getByLabelText('Your message'), 'More slots, please.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('You have sent a lot of feedback. Please try again in 20 minutes.'),
    ).toBeInTheDocument();
  });
});

describe('/feedback/record', () => {
  it('lists the player’s feedback with its status, each leading to its thread', async () => {
    const items: FeedbackSummary[] = [
      {
        id: 41,
        typeName: 'Problem with a game',
        preview: 'The wheel froze after my spin.',
        status: 'replied',
        messages: 2,
        createdAt: 1_790_000_000,
        updatedAt: 1_790_000_600,
      },
      {
        id: 40,
        typeName: 'Suggestion',
        preview: 'More slots, please.',
        status: 'open',
        messages: 1,
        createdAt: 1_789_000_000,
        updatedAt: 1_789_000_000,
      },
    ];
    stubApi({
      ...around,
      feedbackList: () => envelope({ list: items, total: 2, pages: 1, pageNum: 1, pageSize: 20 }),
    });
    signIn();
    renderApp('/feedback/record');
    const list = await screen.findByRole('list', { name: 'Your feedback' });
    const rows = within(list).getAllByRole('link');
    expect(rows[0]).toHaveAttribute('href', '/feedback/record/41');
    expect(rows[0]).toHaveTextContent('Replied');
    expect(rows[1]).toHaveTextContent('Waiting for reply');
    expect(rows[0]).toHaveTextContent('2 messages');
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('/feedback/record/:id', () => {
  it('shows the thread with staff replies and its images, and sends the player’s message', async () => {
    const { seen } = stubApi({
      ...around,
      feedbackDetail: () => envelope(thread()),
      feedbackReply: () => envelope({ messageId: 3 }),
      '/app/files/feedback/Ab3_kEy-0123456789abcd': () =>
        new Response(new Uint8Array(PNG), { headers: { 'content-type': 'image/png' } }),
    });
    signIn();
    const user = userEvent.setup();
    renderApp('/feedback/record/41');
    expect(await screen.findByText('Thanks! We are looking into it.')).toBeInTheDocument();
    expect(screen.getByText('Customer service')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Image 1 of this message' })).toHaveAttribute(
      'src',
      'blob:feedback-image',
    );
    // The image is asked for with the player's session.
    const image = seen.find((r) => r.url.includes('/app/files/feedback/'))!;
    expect(image.method).toBe('GET');
    expect(image.headers.authorization).toBe('tok-1');
    expect(await seriousViolations()).toEqual([]);

    await user.type(screen.getByLabelText('Add a message'), 'It happened again.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await vi.waitFor(() => expect(calls(seen, 'feedbackReply')).toHaveLength(1));
    expect(calls(seen, 'feedbackReply')[0]!.body).toMatchObject({
      id: 41,
      text: 'It happened again.',
    });
  });

  it('offers no reply once closed, and says so', async () => {
    stubApi({ ...around, feedbackDetail: () => envelope(thread({ status: 'closed' })) });
    signIn();
    renderApp('/feedback/record/41');
    expect(
      await screen.findByText('This feedback is closed. If you need more help, send a new one.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Add a message')).toBeNull();
  });

  it('says another player’s feedback is not found', async () => {
    stubApi({ ...around, feedbackDetail: () => refusal(ErrorCode.FEEDBACK_NOT_FOUND) });
    signIn();
    renderApp('/feedback/record/7');
    expect(await screen.findByText('We could not find this feedback.')).toBeInTheDocument();
  });
});
