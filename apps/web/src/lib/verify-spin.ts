import { wheelSector } from '@lobby/games/wheel';
import { floatSourceOf, seedFloats } from './seed-floats';

/**
 * Recomputes a spin in the browser from its revealed seed (docs/fairness.md "Wheel"): the seed's
 * SHA-256 (to compare with the hash shown before the spin) and the sector the first float of
 * HMAC_SHA256(serverSeed, "<clientSeed>:<nonce>:0") draws from the weights. Null without Web
 * Crypto (an insecure context).
 */
export async function verifySpin(
  spin: { serverSeed: string; clientSeed: string; nonce: number },
  weights: readonly number[],
): Promise<{ hash: string; sector: number } | null> {
  const revealed = await seedFloats(spin, 1);
  if (!revealed) return null;
  return { hash: revealed.hash, sector: wheelSector(floatSourceOf(revealed.floats), weights) };
}
