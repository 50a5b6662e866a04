import { bytesToFloat, type FloatSource, type Seeds } from '@lobby/games/float-source';
import { sha256Hex } from './sha256';

/** Floats of one HMAC round: 32 bytes, 4 a float. */
const FLOATS_PER_ROUND = 8;

/**
 * A revealed draw recomputed in the browser (docs/fairness.md "The scheme"): the server seed's
 * SHA-256, to compare with the hash shown before the draw, and the draw's first `count` floats,
 * from HMAC_SHA256(serverSeed, "<clientSeed>:<nonce>:<round>"), round 0, 1 … — the stream the
 * server's `FloatStream` reads. Null without Web Crypto (an insecure context).
 */
export async function seedFloats(
  seeds: Seeds,
  count: number,
): Promise<{ hash: string; floats: number[] } | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const utf8 = new TextEncoder();
  const key = await subtle.importKey(
    'raw',
    utf8.encode(seeds.serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const rounds = Array.from({ length: Math.ceil(count / FLOATS_PER_ROUND) }, (_, round) =>
    subtle.sign('HMAC', key, utf8.encode(`${seeds.clientSeed}:${seeds.nonce}:${round}`)),
  );
  const [hash, ...macs] = await Promise.all([sha256Hex(seeds.serverSeed), ...rounds]);
  if (hash === null) return null;
  const floats = Array.from({ length: count }, (_, i) =>
    bytesToFloat(
      new Uint8Array(macs[Math.floor(i / FLOATS_PER_ROUND)]!),
      (i % FLOATS_PER_ROUND) * 4,
    ),
  );
  return { hash, floats };
}

/** The floats as the games' math reads them, in order; a draw asking for more is a bug. */
export function floatSourceOf(floats: readonly number[]): FloatSource {
  let next = 0;
  return {
    next: () => {
      if (next >= floats.length) throw new RangeError('the draw read more floats than computed');
      return floats[next++]!;
    },
  };
}
