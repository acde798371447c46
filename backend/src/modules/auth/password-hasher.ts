import * as argon2 from 'argon2';

/** argon2id with OWASP's minimum parameters (19 MiB, 2 passes, 1 lane). */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

export function verifyPassword(hash: string, password: string): Promise<boolean> {
  return argon2.verify(hash, password).catch(() => false);
}

let dummyHash: Promise<string> | undefined;

/** Verifies against a throw-away hash, so an unknown e-mail costs the same time as a wrong password. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-used-for-timing-only');
  await verifyPassword(await dummyHash, password);
  return false;
}
