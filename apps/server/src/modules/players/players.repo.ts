import type { Db } from '@/db/database';
import { cappedUserRows, countUserRows, type Paging } from '@/db/user-rows';

/**
 * The Players tool's own tables (docs/console.md "Players"): the staff's notes on a player.
 * What it shows of other modules' tables it reads through their read APIs (*.reads.ts).
 */

export const pageOfNotes = (db: Db, userId: number, page: Paging) =>
  db
    .selectFrom('player_notes')
    .select([
      'id',
      'text',
      'staff_id as staffId',
      'staff_name as staffName',
      'created_at as createdAt',
      cappedUserRows('player_notes', userId, page.countCap).as('counted'),
    ])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();

export const insertNote = (
  db: Db,
  note: { userId: number; staffId: number; staffName: string; text: string },
) =>
  db
    .insertInto('player_notes')
    .values({
      user_id: note.userId,
      staff_id: note.staffId,
      staff_name: note.staffName,
      text: note.text,
    })
    .returning([
      'id',
      'text',
      'staff_id as staffId',
      'staff_name as staffName',
      'created_at as createdAt',
    ])
    .executeTakeFirstOrThrow();

/** A player's notes, counted up to the cap. */
export const countNotes = (db: Db, userId: number, cap: number) =>
  countUserRows(db, 'player_notes', userId, cap);
