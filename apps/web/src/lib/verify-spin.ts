import { bytesToFloat } from '@lobby/games/float-source';
import { wheelSector } from '@lobby/games/wheel';

const hex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

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
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const utf8 = new TextEncoder();
  const key = await subtle.importKey(
    'raw',
    utf8.encode(spin.serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const [digest, mac] = await Promise.all([
    subtle.digest('SHA-256', utf8.encode(spin.serverSeed)),
    subtle.sign('HMAC', key, utf8.encode(`${spin.clientSeed}:${spin.nonce}:0`)),
  ]);
  const float = bytesToFloat(new Uint8Array(mac), 0);
  return { hash: hex(digest), sector: wheelSector({ next: () => float }, weights) };
}
