/**
 * SHA-256 of a text (its UTF-8 bytes), hex: the commitment of a server seed, computed in the
 * browser so the player need not trust the server's own answer. Null where the browser has no
 * Web Crypto (an insecure context).
 */
export async function sha256Hex(text: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
