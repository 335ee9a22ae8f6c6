import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Admin, Referrer, Student } from '../src/entities/index.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { keyFrom, seal } from '../src/lib/secret-box.ts';
import { loadConfig } from '../src/config.ts';

const unique = () => randomBytes(4).toString('hex');

// One hash for every factory-made account: argon2 is slow on purpose.
export const FACTORY_PASSWORD = 'factory-password-1';
let factoryHash: Promise<string> | undefined;
const passwordHash = () => (factoryHash ??= hashPassword(FACTORY_PASSWORD));

export async function buildStudent(em: EntityManager, overrides: Partial<Student> = {}): Promise<Student> {
  const id = unique();
  const student = em.create(Student, {
    name: `Intern ${id}`,
    email: `intern-${id}@example.in`,
    college: 'Bishop Heber College',
    phone: `9${Math.floor(100000000 + Math.random() * 899999999)}`,
    startDate: '2026-06-01',
    endDate: '2026-07-15',
    department: 'Computer Science',
    course: 'Full Stack Development',
    feeRupees: 499,
    passwordHash: await passwordHash(),
    validated: false,
    ...overrides,
  });
  await em.flush();
  return student;
}

/**
 * The authenticator every factory-made admin is enrolled with (admins sign in with a second step):
 * `totpCode(FACTORY_TOTP_SECRET)` from lib/totp.ts is what their phone would show. Give
 * `{ totp: false }` for an admin who has not set one up yet.
 */
export const FACTORY_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export async function buildAdmin(
  em: EntityManager,
  overrides: Partial<Admin> & { totp?: boolean } = {},
): Promise<Admin> {
  const id = unique();
  const { totp = true, ...fields } = overrides;
  const enrolled = totp
    ? { totpSecret: seal(FACTORY_TOTP_SECRET, keyFrom(loadConfig().TOTP_KEY)), totpEnabledAt: new Date() }
    : {};
  const admin = em.create(Admin, {
    email: `admin-${id}@example.in`,
    name: `Admin ${id}`,
    passwordHash: await passwordHash(),
    ...enrolled,
    ...fields,
  });
  await em.flush();
  return admin;
}

export async function buildReferrer(em: EntityManager, overrides: Partial<Referrer> = {}): Promise<Referrer> {
  const id = unique();
  const referrer = em.create(Referrer, {
    name: `Referrer ${id}`,
    email: `ref-${id}@example.in`,
    phone: `8${Math.floor(100000000 + Math.random() * 899999999)}`,
    upiId: `ref${id}@okaxis`,
    code: `REF${id.toUpperCase().slice(0, 6)}`,
    // An active referrer unless a test says otherwise (confirmedAt: null, code: null is a fresh join).
    confirmedAt: new Date(),
    ...overrides,
  });
  await em.flush();
  return referrer;
}
