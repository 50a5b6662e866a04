import { FeedbackStatus } from '@lobby/contract/feedback';
import { feedbackImagePath } from '@lobby/contract/values/feedback';
import { cliAuditBy } from '../modules/audit/audit-by';
import { FeedbackStaffService } from '../modules/feedback/feedback-staff.service';
import { positiveInt } from './ops-arguments';
import { UsageError, type OpsCommandGroup, type OpsContext } from './ops-command';

/** The feedback commands of the ops CLI (docs/content.md "Staff replies"). */

const USAGE = `  feedback list [--status <open|replied|closed>] [--limit <n>]
      Feedback waiting for staff (default: open and replied), the longest waiting first.
  feedback show <id>
      A feedback's thread: every message, with the keys of its images.
  feedback reply <id> <text> [--close] [--by <name>]
      Replies in the thread (the player sees it at once); --close closes it too.
  feedback close <id>
      Closes a feedback: the player can read it and no longer add to it.`;

const time = (epochSeconds: number) =>
  new Date(epochSeconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');

export const feedbackListCommand = async (
  ctx: OpsContext,
  options: { status?: FeedbackStatus; limit: number },
) => {
  const { status } = options;
  const rows = await new FeedbackStaffService(ctx.db).staffList({
    statuses: status ? [status] : undefined,
    limit: options.limit,
  });
  if (rows.length === 0) ctx.out('no feedback');
  for (const row of rows)
    ctx.out(
      [
        `#${row.id}`,
        `user ${row.userId}`,
        row.status,
        row.typeName,
        `${row.messages} message${row.messages === 1 ? '' : 's'}`,
        `changed ${time(row.updatedAt)}`,
      ].join('  '),
    );
  return rows;
};

export const feedbackShowCommand = async (ctx: OpsContext, id: number) => {
  const { feedback, messages } = await new FeedbackStaffService(ctx.db).staffThread(id);
  ctx.out(
    `#${feedback.id}  user ${feedback.userId}  ${feedback.status}  ${feedback.typeName}  sent ${time(feedback.createdAt)}`,
  );
  for (const m of messages) {
    const who = m.author === 'staff' ? `staff (${m.staffName ?? '?'})` : 'player';
    ctx.out(`--- ${who}, ${time(m.createdAt)}`);
    ctx.out(m.text);
    for (const image of m.images)
      ctx.out(
        `  image ${image.type} ${image.width}×${image.height}  ${feedbackImagePath(image.key)}`,
      );
  }
  return messages;
};

export const feedbackReplyCommand = async (
  ctx: OpsContext,
  id: number,
  text: string,
  close: boolean,
) => {
  const answer = await new FeedbackStaffService(ctx.db).staffReply(id, text, ctx.operator, {
    close,
    by: cliAuditBy(ctx.operator),
  });
  ctx.out(`replied to #${id}${close ? ' and closed it' : ''}`);
  return answer;
};

export const feedbackCloseCommand = async (ctx: OpsContext, id: number) => {
  await new FeedbackStaffService(ctx.db).close(id, cliAuditBy(ctx.operator));
  ctx.out(`closed #${id}`);
};

/** The feedback's id of `feedback <action> <id>`, when given. */
const idOf = (words: readonly string[]) =>
  words[2] === undefined ? undefined : positiveInt(words[2], 'id', 0);

const feedbackAction = (action: string, needsId: boolean) => (words: readonly string[]) =>
  words[0] === 'feedback' && words[1] === action && (!needsId || words[2] !== undefined);

export const feedbackCommands: OpsCommandGroup = {
  usage: USAGE,
  commands: [
    {
      matches: feedbackAction('list', false),
      run: async (ctx, { words, values }) => {
        idOf(words);
        const status = FeedbackStatus.safeParse(values.status ?? 'open');
        if (!status.success) throw new UsageError(`unknown status ${values.status}`);
        await feedbackListCommand(ctx, {
          status: values.status === undefined ? undefined : status.data,
          limit: positiveInt(values.limit, '--limit', 100),
        });
        return 0;
      },
    },
    {
      matches: feedbackAction('show', true),
      run: async (ctx, { words }) => {
        await feedbackShowCommand(ctx, idOf(words)!);
        return 0;
      },
    },
    {
      matches: feedbackAction('reply', true),
      run: async (ctx, { words, values }) => {
        const id = idOf(words)!;
        const text = words.slice(3).join(' ').trim();
        if (!text) throw new UsageError('feedback reply needs <id> <text>');
        await feedbackReplyCommand(ctx, id, text, values.close === true);
        return 0;
      },
    },
    {
      matches: feedbackAction('close', true),
      run: async (ctx, { words }) => {
        await feedbackCloseCommand(ctx, idOf(words)!);
        return 0;
      },
    },
  ],
};
