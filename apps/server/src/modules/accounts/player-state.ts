import { sql, type RawBuilder } from 'kysely';
import type { AfterLoginInfo } from '@lobby/contract/account';
import type { Db } from '@/db/database';
import { preparedById } from '@/db/prepared';
import { userColumns, type User } from './accounts.repo';
import { newPlayerState, type PlayerState, type SocialLink } from './user-info';

/**
 * A module's part of what the app shows about a player, read in the player's one statement:
 * named SQL expressions of the player's id (correlated subqueries on the module's tables), and
 * how to read them back. Every module's parts of the user info and of the after-login state
 * land in one `select … from users` (docs/adr/0023), so refreshData costs one statement
 * whatever number of modules contribute.
 */
export interface StatePart<T> {
  /** The expressions, by name, for the player whose id is `userId` (`"u"."id"`). */
  columns(userId: RawBuilder<number>): Record<string, RawBuilder<unknown>>;
  /** The part's fields from those columns (by the same names). */
  read(columns: Record<string, unknown>): T;
}

export type PlayerStatePart = StatePart<Partial<PlayerState>>;
export type AfterLoginPart = StatePart<Partial<Omit<AfterLoginInfo, 'user'>>>;

export interface PlayerRead {
  user: User;
  socials: SocialLink[];
  state: PlayerState;
  afterLogin: Partial<Omit<AfterLoginInfo, 'user'>>;
}

const USER_ID = sql.ref<number>('u.id');

/** Each part's columns under a name of its own: `p<part>_<column>`. */
const named = <T>(prefix: string, parts: readonly StatePart<T>[]) =>
  parts.map((part, index) => {
    const columns = part.columns(USER_ID);
    return {
      part,
      names: Object.keys(columns).map((name) => [name, `${prefix}${index}_${name}`] as const),
      columns,
    };
  });

/**
 * Reads players: the user row, their linked social accounts and every module's part, in one
 * statement, compiled once for these parts and prepared once per connection (db/prepared.ts).
 * Undefined for an unknown id.
 */
export const playerReader = (
  db: Db,
  parts: { state: readonly PlayerStatePart[]; afterLogin?: readonly AfterLoginPart[] },
) => {
  const stateParts = named('s', parts.state);
  const afterParts = named('a', parts.afterLogin ?? []);
  const extra = [...stateParts, ...afterParts].flatMap(({ names, columns }) =>
    names.map(([name, alias]) => columns[name]!.as(alias)),
  );
  const compiled = db
    .selectFrom('users as u')
    .select(userColumns)
    .select(
      sql<SocialLink[]>`coalesce((
        select json_agg(json_build_object('provider', s.provider, 'subject', s.subject, 'name', s.name) order by s.id)
        from user_social_accounts s where s.user_id = u.id
      ), '[]'::json)`.as('__socials'),
    )
    .select(extra)
    .where('u.id', '=', 0)
    .compile();
  // The parts inline their constants (sql.lit): the user id is the one parameter.
  if (compiled.parameters.length !== 1) {
    throw new Error(
      `a player state part binds a parameter (inline its constants with sql.lit): ${compiled.sql}`,
    );
  }
  const select = preparedById<Record<string, unknown> & { __socials: SocialLink[] }>(compiled.sql);
  const readParts = <T>(list: ReturnType<typeof named<T>>, row: Record<string, unknown>) =>
    list.map(({ part, names }) =>
      part.read(Object.fromEntries(names.map(([name, alias]) => [name, row[alias]]))),
    );
  return async (userId: number): Promise<PlayerRead | undefined> => {
    const [row] = (await select(db, userId)).rows;
    if (!row) return undefined;
    const user = Object.fromEntries(
      Object.entries(row).filter(([key]) => !/^(?:__socials|[sa]\d+_)/.test(key)),
    ) as unknown as User;
    return {
      user,
      socials: row.__socials,
      state: Object.assign(await newPlayerState(userId), ...readParts(stateParts, row)),
      afterLogin: Object.assign({}, ...readParts(afterParts, row)),
    };
  };
};

/** An integer column (bigint arrives as a number, or a BigInt past 2^53, never for our sums). */
export const asNumber = (value: unknown) => Number(value ?? 0);
