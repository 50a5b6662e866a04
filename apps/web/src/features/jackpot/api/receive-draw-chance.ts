import { useMutation } from '@tanstack/react-query';
import type { ReceiveDrawChanceAnswer } from '@lobby/contract/jackpot';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { jackpotDrawInfoQuery } from './get-jackpot-draw-info';

export type JackpotDrawAnswer = ReceiveDrawChanceAnswer;

export interface DrawRequest {
  /** The nonce of the draw meant (the draw info's `seeds.nonce`): a replay answers that draw. */
  nonce: number;
  /** A new client seed for this draw and the next ones; unset keeps the current one. */
  clientSeed?: string;
}

/** Spends one chance: the drawn cell, the wheel's sector for a jackpot, the revealed seed. */
export const receiveDrawChance = ({ nonce, clientSeed }: DrawRequest) =>
  call('receiveDrawChance', { nonce, ...(clientSeed !== undefined ? { clientSeed } : {}) });

/**
 * The draw. What it paid stays unseen until the grid stops on it (the caller refreshes the
 * record, the pools and the balance then); the chances left and the next draw's commitment are
 * no spoiler and take effect at once, so a second tap can never name the nonce just drawn.
 */
export const useReceiveDrawChance = () =>
  useMutation({
    mutationKey: ['receiveDrawChance'],
    mutationFn: receiveDrawChance,
    onSuccess: (answer) =>
      queryClient.setQueryData(jackpotDrawInfoQuery().queryKey, (info) =>
        info
          ? {
              ...info,
              chances: answer.chances,
              canReceiveDrawChance: info.canReceiveDrawChance && answer.chances > 0,
              seeds: answer.seeds,
            }
          : info,
      ),
    // A refusal (no chance left, closed) means the info shown is out of date.
    onError: () => void queryClient.invalidateQueries(jackpotDrawInfoQuery()),
  });
