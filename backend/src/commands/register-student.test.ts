import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DomainEvent, Student } from '../entities/index.ts';
import { HttpError } from '../errors.ts';
import { pngBytes } from '../../test/images.ts';
import { openOrm } from '../db/orm.ts';
import { openCleanOrm, truncateAll } from '../../test/support.ts';
import { receiveUpload } from './receive-upload.ts';
import { UPLOAD_USED } from './payment-columns.ts';
import { CatalogueStore } from '../catalogue/store.ts';
import { EMAIL_EXISTS, registerStudent, type RegistrationInput } from './register-student.ts';

let orm: MikroORM;
/** The published catalogue (the seed's courses and fees), as the API reads it. */
const catalogue = () => new CatalogueStore(orm);
beforeAll(async () => {
  orm = await openCleanOrm();
});
beforeEach(() => truncateAll());
afterAll(() => orm.close());

async function input(overrides: Partial<RegistrationInput> = {}): Promise<RegistrationInput> {
  const { uploadId } = await receiveUpload(orm.em.fork(), { data: await pngBytes(), contentType: 'image/png' });
  return {
    name: 'Lakshmi',
    email: 'lakshmi@example.in',
    college: 'SASTRA',
    phone: '9444412345',
    startDate: '2026-06-01',
    endDate: '2026-06-30',
    department: 'EEE',
    course: 'Python Programming',
    password: 'Thanjavur-2026',
    uploadId,
    ...overrides,
  };
}

/**
 * The race the pre-check cannot see: another registration has inserted the same e-mail (or upload)
 * but not committed yet. Ours waits on the unique index and, when the other commits, must answer
 * the same 409 as the pre-check would, and store nothing.
 */
async function raceAgainstUncommitted(mine: RegistrationInput, theirs: { email?: string; upload?: string }) {
  const other = orm.em.fork();
  await other.begin();
  other.create(Student, {
    name: 'First',
    email: 'first@example.in',
    college: 'X',
    phone: '9000000000',
    startDate: '2026-06-01',
    endDate: '2026-06-30',
    department: 'X',
    course: 'Python Programming',
    feeRupees: 499,
    passwordHash: 'not-a-real-hash',
    validated: false,
    ...theirs,
  });
  await other.flush();
  const attempt = registerStudent(orm.em.fork(), mine, catalogue()).then(
    () => undefined,
    (err: unknown) => err,
  );
  await new Promise((r) => setTimeout(r, 300)); // ours is now blocked on the unique index
  await other.commit();
  return attempt;
}

describe('registerStudent under a race', () => {
  it('answers 409 e-mail exists when a concurrent registration commits the same e-mail first', async () => {
    const mine = await input();
    const err = await raceAgainstUncommitted(mine, { email: 'lakshmi@example.in' });
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ status: 409, message: EMAIL_EXISTS });
    const em = orm.em.fork();
    expect(await em.count(Student, {})).toBe(1);
    expect(await em.count(DomainEvent, { type: 'student.registered' })).toBe(0);
  });

  it('answers 409 upload used when a concurrent registration commits the same upload first', async () => {
    const mine = await input();
    const err = await raceAgainstUncommitted(mine, { upload: mine.uploadId });
    expect(err).toMatchObject({ status: 409, message: UPLOAD_USED });
    expect(await orm.em.fork().count(Student, {})).toBe(1);
  });

  it('stores the student and the event together when nothing races', async () => {
    const student = await registerStudent(orm.em.fork(), await input(), catalogue());
    const em = orm.em.fork();
    expect(await em.count(Student, { id: student.id })).toBe(1);
    expect((await em.findOneOrFail(DomainEvent, { type: 'student.registered' })).payload).toEqual({
      studentId: student.id,
    });
  });
});

describe('registerStudent when PostgreSQL goes away', () => {
  it('answers 503 (try again), not 500, when its connection is cut mid-transaction, and the error carries no SQL', async () => {
    // Found by the enrolment drill: a registration in flight while PostgreSQL restarted was a 500.
    // A fresh ORM, so the cut connection is its pool's first one: that one used to keep its pool slot
    // for ever (heal-pool watched only connections made after MikroORM's own first), and closing the
    // pool below then never ended.
    const cutOrm = await openOrm();
    try {
      const mine = await input();
      const other = orm.em.fork();
      await other.begin();
      other.create(Student, {
        name: 'First',
        email: 'lakshmi@example.in',
        college: 'X',
        phone: '9000000000',
        startDate: '2026-06-01',
        endDate: '2026-06-30',
        department: 'X',
        course: 'Python Programming',
        feeRupees: 499,
        passwordHash: 'not-a-real-hash',
        validated: false,
      });
      await other.flush();
      const attempt = registerStudent(cutOrm.em.fork(), mine, catalogue()).then(
        () => undefined,
        (err: unknown) => err,
      );
      const conn = orm.em.getConnection();
      // Ours waits on the unique index; cut its connection the way a restarting server does.
      let cut = 0;
      for (let i = 0; i < 50 && cut === 0; i++) {
        await new Promise((r) => setTimeout(r, 50));
        const rows = await conn.execute<{ ok: boolean }[]>(
          `select pg_terminate_backend(pid) as ok from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and query ilike 'insert into "students"%'`,
        );
        cut = rows.length;
      }
      expect(cut).toBe(1);
      const err = await attempt;
      await other.rollback();
      expect(err).toBeInstanceOf(HttpError);
      expect(err).toMatchObject({ status: 503 });
      expect(String((err as Error).message)).not.toMatch(/insert|argon2/i);
      expect(await orm.em.fork().count(Student, {})).toBe(0);
      // The person tries again and the same pool serves them; the cut connection left it.
      const again = await registerStudent(
        cutOrm.em.fork(),
        await input({ email: 'lakshmi.again@example.in' }),
        catalogue(),
      );
      expect(again.id).toBeGreaterThan(0);
      const pool = await cutOrm.em.getConnection().getNativeClient();
      expect(pool.totalCount).toBe(pool.idleCount);
    } finally {
      await cutOrm.close();
    }
  });
});
