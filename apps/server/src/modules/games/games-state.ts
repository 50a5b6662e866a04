import { sql } from 'kysely';
import type { AfterLoginPart } from '../accounts/player-state';
import { HISTORY_SIZE } from './games.repo';

const ids = (value: unknown) => (Array.isArray(value) ? value.map(Number) : []);

/** The games' part of the after-login state: liked games, newest first, and the last played. */
export const gamesAfterLogin: AfterLoginPart = {
  columns: (userId) => ({
    likes: sql`coalesce((
      select json_agg(game_id order by created_at desc, game_id desc)
      from game_likes where user_id = ${userId}
    ), '[]'::json)`,
    history: sql`coalesce((
      select json_agg(h.game_id order by h.played_at desc, h.game_id desc)
      from (
        select game_id, played_at from game_history where user_id = ${userId}
        order by played_at desc, game_id desc limit ${sql.lit(HISTORY_SIZE)}
      ) h
    ), '[]'::json)`,
  }),
  read: (c) => {
    const likes = ids(c.likes);
    // gameLikes is the spec's name; gameLikeIds the app's (the same list).
    return { gameLikes: likes, gameLikeIds: likes, gameHistory: ids(c.history) };
  },
};
