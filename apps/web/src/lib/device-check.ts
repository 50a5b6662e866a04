import { create } from 'zustand';
import type { ErrorCode } from '@lobby/contract/values/errors';

/**
 * The server's answer CHALLENGE_REQUIRED (1120): past repeated failures it asks for a moment of
 * the device's CPU (an ALTCHA proof of work) before another try. The literal, typed by the
 * contract's code so it cannot drift: ErrorCode itself would bring all 60 codes into the home
 * bundle (+1 KB gzip), as a bundler keeps an object whole.
 */
export const CHALLENGE_REQUIRED: (typeof ErrorCode)['CHALLENGE_REQUIRED'] = 1120;

interface DeviceCheckState {
  /** Calls solving a challenge right now: the "Checking your device…" notice shows meanwhile. */
  solving: number;
}

export const useDeviceCheckStore = create<DeviceCheckState>()(() => ({ solving: 0 }));

/**
 * Solves a challenge as the server sent it (`data.challenge`) and answers what goes back in the
 * request's `challenge` field: base64 of `{ challenge, solution }`. The solver (altcha-lib, Web
 * Crypto) is fetched only now. Throws when the challenge cannot be solved (no Web Crypto on an
 * insecure origin, a malformed challenge, the solver's time limit).
 */
export async function passDeviceCheck(challenge: unknown): Promise<string> {
  useDeviceCheckStore.setState((s) => ({ solving: s.solving + 1 }));
  try {
    const [{ solveChallenge }, { deriveKey }] = await Promise.all([
      import('altcha-lib'),
      import('altcha-lib/algorithms/web/sha'),
    ]);
    const solution = await solveChallenge({
      challenge: challenge as Parameters<typeof solveChallenge>[0]['challenge'],
      deriveKey,
      timeout: 60_000,
    });
    if (!solution) throw new Error('device check: no solution');
    const json = JSON.stringify({ challenge, solution });
    return btoa(String.fromCharCode(...new TextEncoder().encode(json)));
  } finally {
    useDeviceCheckStore.setState((s) => ({ solving: s.solving - 1 }));
  }
}
