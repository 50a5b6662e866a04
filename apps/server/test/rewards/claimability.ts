import type { TestApp } from '../test-app';

/** A call's envelope, as the test client answers it. */
interface Envelope {
  errcode: number;
  data?: unknown;
}

/**
 * The player's grants claimed so far: a claim answering one of them again (a repeat answers the
 * first claim) pays nothing new.
 */
export const claimedGrantIds = async (t: TestApp, userId: number) =>
  new Set(
    (
      await t.database.db
        .selectFrom('reward_grants')
        .select('id')
        .where('user_id', '=', userId)
        .where('status', '=', 'claimed')
        .execute()
    ).map((row) => Number(row.id)),
  );

/** The grants a claim's answer says it paid: its `grantId`, or a tab's `claimed`. */
const paidBy = (answer: Envelope): number[] => {
  if (answer.errcode !== 0) return [];
  const data = answer.data as { grantId?: number; claimed?: number[] };
  return data.grantId !== undefined ? [data.grantId] : (data.claimed ?? []);
};

/**
 * For the property "a system's red dot is lit iff a claim of it succeeds": tries the system's
 * claims in turn until one pays a grant not claimed before `claimedBefore`, answering its name,
 * or null when none does. A refused claim changes nothing, so each is tried on the same scene.
 */
export const firstClaimThatPays = async (
  claims: Readonly<Record<string, () => Promise<Envelope>>>,
  claimedBefore: ReadonlySet<number>,
): Promise<string | null> => {
  for (const [name, claim] of Object.entries(claims)) {
    if (paidBy(await claim()).some((id) => !claimedBefore.has(id))) return name;
  }
  return null;
};
