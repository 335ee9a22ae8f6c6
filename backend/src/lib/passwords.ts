import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id minimum (19 MiB, 2 passes): 11-43 ms per hash on these machines.
const options = { algorithm: 2 /* Argon2id */ as const, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of a random password: verifying against it costs the same as a real one (login timing). */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  return (dummy ??= hashPassword(crypto.randomUUID()));
}
