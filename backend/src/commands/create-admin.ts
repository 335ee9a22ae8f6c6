import type { EntityManager } from '@mikro-orm/postgresql';
import { Admin } from '../entities/index.ts';
import { hashPassword } from '../lib/passwords.ts';

/** Creates an admin account, or sets the password of an existing one (same e-mail). */
export async function createAdmin(em: EntityManager, input: { email: string; name: string; password: string }) {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  return em.transactional(async (tx) => {
    const existing = await tx.findOne(Admin, { email });
    if (existing) {
      existing.passwordHash = passwordHash;
      existing.name = input.name;
      return { admin: existing, created: false };
    }
    return { admin: tx.create(Admin, { email, name: input.name, passwordHash }), created: true };
  });
}
