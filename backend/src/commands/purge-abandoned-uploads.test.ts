import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storeFile } from '../db/store-file.ts';
import { StoredFile } from '../entities/index.ts';
import { buildStudent } from '../../test/factories.ts';
import { jpegBytes } from '../../test/images.ts';
import { openCleanOrm, truncateAll } from '../../test/support.ts';
import { ABANDONED_AFTER_HOURS, purgeAbandonedUploads } from './purge-abandoned-uploads.ts';
import { UPLOAD_MISSING } from './payment-columns.ts';
import { CatalogueStore } from '../catalogue/store.ts';
import { registerStudent, type RegistrationInput } from './register-student.ts';

let orm: MikroORM;
beforeAll(async () => {
  orm = await openCleanOrm();
});
beforeEach(() => truncateAll());
afterAll(() => orm.close());

const now = new Date('2026-11-21T06:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3600_000);

/** A raw upload made `age` hours before `now`, with its compressed copy. */
async function upload(ageHours: number) {
  const em = orm.em.fork();
  const [raw, copy] = [randomUUID(), randomUUID()];
  await storeFile(em, { id: raw, purpose: 'screenshot-raw', contentType: 'image/jpeg', data: await jpegBytes() });
  await storeFile(em, {
    id: copy,
    purpose: 'screenshot',
    contentType: 'image/jpeg',
    data: await jpegBytes(20, 20),
    sourceId: raw,
  });
  await em
    .getConnection()
    .execute('update files set created_at = ? where id in (?, ?)', [hoursAgo(ageHours).toISOString(), raw, copy]);
  return { raw, copy };
}

const remaining = async () => (await orm.em.fork().find(StoredFile, {}, { fields: ['id'] })).map((f) => f.id).sort();

describe('purgeAbandonedUploads', () => {
  it('deletes screenshots no registration took up in time, with their compressed copies, and keeps the rest', async () => {
    const abandoned = await upload(ABANDONED_AFTER_HOURS + 1);
    const recent = await upload(ABANDONED_AFTER_HOURS - 1);
    const registered = await upload(ABANDONED_AFTER_HOURS * 10);
    await buildStudent(orm.em.fork(), { upload: registered.raw, screenshot: registered.copy } as never);

    expect(await purgeAbandonedUploads(orm.em.fork(), now)).toEqual({ purged: 1 });
    const left = await remaining();
    expect(left).toEqual([recent.raw, recent.copy, registered.raw, registered.copy].sort());
    expect(left).not.toContain(abandoned.raw);
    expect(left).not.toContain(abandoned.copy);
    expect(await purgeAbandonedUploads(orm.em.fork(), now)).toEqual({ purged: 0 });
  });

  it('leaves alone an old upload a registration is taking up at that moment; a later registration is asked to upload again', async () => {
    const taken = await upload(ABANDONED_AFTER_HOURS + 5);
    const lost = await upload(ABANDONED_AFTER_HOURS + 5);
    const em = orm.em.fork();
    // A registration that has locked its upload (as registerStudent does) and not yet committed.
    await em.begin();
    await em
      .getConnection()
      .execute('select id from files where id = ? for share', [taken.raw], 'all', em.getTransactionContext());
    expect(await purgeAbandonedUploads(orm.em.fork(), now)).toEqual({ purged: 1 });
    await em.commit();
    expect(await remaining()).toEqual([taken.raw, taken.copy].sort());

    const form: RegistrationInput = {
      name: 'Meena Sundaram',
      email: 'meena@example.in',
      college: 'PSG College of Technology',
      phone: '9876543210',
      startDate: '2026-06-01',
      endDate: '2026-07-15',
      department: 'IT',
      course: 'Full Stack Development',
      password: 'Chennai#2026',
      uploadId: lost.raw,
    };
    await expect(registerStudent(orm.em.fork(), form, new CatalogueStore(orm))).rejects.toMatchObject({
      message: UPLOAD_MISSING,
    });
  });
});
