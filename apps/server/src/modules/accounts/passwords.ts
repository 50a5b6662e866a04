import { hash, verify, type Algorithm } from '@node-rs/argon2';

/**
 * argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane), the library's defaults, spelled out
 * so a change of default upstream does not silently change ours.
 */
// Algorithm is a const enum, which isolated modules cannot read: 2 is its Argon2id.
const OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

/** A hash of nothing anyone types: verified against when no account matches, to take as long. */
let decoy: Promise<string> | undefined;

/**
 * Whether the password matches the stored hash. With no hash (no such account, or no password
 * set) it still spends one verification, so timing does not tell accounts apart.
 */
export const verifyPassword = async (storedHash: string | null, password: string) => {
  if (!storedHash) {
    decoy ??= hashPassword('decoy: no such account');
    await verify(await decoy, password);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
};
