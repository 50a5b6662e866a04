import { call } from '@/lib/api-client';
import { ApiError } from '@/lib/api-errors';
import { useAlertStore } from '@/lib/alert-store';
import { queryClient } from '@/lib/query-client';
import { GAME_LIKES_KEY } from './game-like-list';

/** Toggles the like of a game; answers whether it is liked now and every liked id. */
export const gameLike = (gameId: number) => call('gameLike', { gameId });

/** Toggles still waiting for the server: gameId → the state the heart shows. */
const pending = new Map<number, boolean>();

const withLike = (ids: readonly number[], gameId: number, liked: boolean) => {
  const rest = ids.filter((id) => id !== gameId);
  return liked ? [gameId, ...rest] : rest;
};

/** The ids with every toggle still in flight applied over them. */
const withPending = (ids: readonly number[]) =>
  [...pending].reduce((acc, [id, liked]) => withLike(acc, id, liked), [...ids]);

/**
 * Toggles the heart at once (optimistic) and asks the server; a refusal puts it back and says
 * so. `liked` is what the heart showed when tapped. A second tap while one is on its way is
 * ignored, so the heart never races itself.
 */
export async function toggleGameLike(gameId: number, liked: boolean) {
  if (pending.has(gameId)) return;
  pending.set(gameId, !liked);
  await queryClient.cancelQueries({ queryKey: GAME_LIKES_KEY });
  queryClient.setQueryData<number[]>(GAME_LIKES_KEY, (ids = []) => withLike(ids, gameId, !liked));
  try {
    const answer = await gameLike(gameId);
    pending.delete(gameId);
    queryClient.setQueryData<number[]>(GAME_LIKES_KEY, withPending(answer.gameLikeIds));
  } catch (error) {
    pending.delete(gameId);
    queryClient.setQueryData<number[]>(GAME_LIKES_KEY, (ids = []) => withLike(ids, gameId, liked));
    // A 401 has already signed the player out and sent them to sign-in.
    if (!(error instanceof ApiError && error.errcode === 401)) {
      useAlertStore
        .getState()
        .show({ id: 'gameLike', titleKey: 'dialog.tips', messageKey: 'home.likeFailed' });
      void queryClient.invalidateQueries({ queryKey: GAME_LIKES_KEY });
    }
  }
}
