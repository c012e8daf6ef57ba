import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's minimum: 19 MiB memory, 2 iterations, 1 lane. */
export const PASSWORD_HASH_OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id (a const enum, which isolated modules can't import) */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Checked when the email is unknown, so a miss costs the same time as a wrong password.
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('starlane-decoy-password');
  return decoyHash;
}
