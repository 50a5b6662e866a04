import type { FeedbackStatus } from '@lobby/contract/feedback';
import { feedbackImagePath } from '@lobby/contract/values/feedback';
import { cliAuditBy } from '../modules/audit/audit-by';
import { FeedbackStaffService } from '../modules/feedback/feedback-staff.service';
import type { OpsContext } from './ops-commands';

/** The feedback commands of the ops CLI (docs/content.md "Staff replies"). */

export const FEEDBACK_USAGE = `  feedback list [--status <open|replied|closed>] [--limit <n>]
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
