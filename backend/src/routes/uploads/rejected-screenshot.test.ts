import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { purgeAbandonedUploads, ABANDONED_AFTER_HOURS } from '../../commands/purge-abandoned-uploads.ts';
import { storeFile } from '../../db/store-file.ts';
import { StoredFile, Student } from '../../entities/index.ts';
import { registrationForm, uploadScreenshot } from '../../../test/accounts.ts';
import { jpegBytes } from '../../../test/images.ts';
import { signedIn } from '../../../test/signed-in.ts';
import { api, resetRateLimits, type TestApp, useTestApp } from '../../../test/support.ts';

/**
 * A screenshot an admin rejected and the intern replaced stays the intern's (for the record,
 * commands/resubmit-payment.ts), and its id opens it for nobody else: not another intern, not an
 * anonymous client, not an operator. Before, the earlier upload looked like one no registration had
 * taken, which anyone holding the id could read (and register with), and which the daily purge deleted.
 */
let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started));

/** An intern registered through the form, rejected by an admin, who sends a new screenshot: the earlier upload's id. */
async function rejectedAndResubmitted() {
  const earlier = await uploadScreenshot(app.url);
  const email = `rejected.${randomUUID().slice(0, 8)}@example.in`;
  const reg = await api(app.url, '/api/registrations', { method: 'POST', json: registrationForm(earlier, { email }) });
  expect(reg.status, reg.text).toBe(201);
  const owner = await orm.em.fork().findOneOrFail(Student, { email });
  // The compressed copy the worker would have made (no workers run here).
  await storeFile(orm.em.fork(), {
    id: randomUUID(),
    purpose: 'screenshot',
    contentType: 'image/jpeg',
    data: await jpegBytes(20, 20),
    sourceId: earlier,
  });
  const asAdmin = await signedIn(app, orm, { kind: 'admin' });
  expect(
    (await asAdmin(`/api/admin/students/${owner.id}/reject`, { method: 'POST', json: { reason: 'unreadable' } }))
      .status,
  ).toBe(200);
  const asIntern = await signedIn(app, orm, { kind: 'student', id: owner.id });
  const current = await uploadScreenshot(app.url);
  const resubmitted = await asIntern('/api/me/payment', {
    method: 'POST',
    json: { uploadId: current, utr: '512345678902' },
  });
  expect(resubmitted.status, resubmitted.text).toBe(200);
  await resetRateLimits(app);
  return { earlier, current, owner, asIntern, asAdmin };
}

describe('a rejected and replaced screenshot', () => {
  it('is read by its intern and an admin only: another intern, an anonymous client and an operator get 404 by its id', async () => {
    const { earlier, asIntern, asAdmin } = await rejectedAndResubmitted();
    const strangers = {
      'another intern': await signedIn(app, orm, {
        kind: 'student',
        fields: { email: 'other.intern@example.in', phone: '9123456789' },
      }),
      anonymous: (path: string) => api(app.url, path),
      operator: await signedIn(app, orm, { kind: 'admin', staffRole: 'operator' }),
    };
    for (const path of [`/api/uploads/${earlier}`, `/api/uploads/${earlier}/preview`]) {
      for (const [who, as] of Object.entries(strangers)) {
        const res = await as(path);
        expect([who, path, res.status, res.body.message]).toEqual([who, path, 404, 'Unknown upload.']);
      }
      expect((await asIntern(path)).status, path).toBe(200);
      expect((await asAdmin(path)).status, path).toBe(200);
    }
  });

  it('cannot be taken by another registration or resubmission', async () => {
    const { earlier } = await rejectedAndResubmitted();
    const reg = await api(app.url, '/api/registrations', {
      method: 'POST',
      json: registrationForm(earlier, { email: 'squatter@example.in', phone: '9000012345' }),
    });
    expect([reg.status, reg.body.message]).toEqual([
      409,
      'This payment screenshot upload is already part of a registration. Please upload it again.',
    ]);
  });

  it('is kept by the purge of abandoned uploads while the current one is, and goes with it', async () => {
    const { earlier, current } = await rejectedAndResubmitted();
    const later = new Date(Date.now() + (ABANDONED_AFTER_HOURS + 1) * 3600_000);
    await purgeAbandonedUploads(orm.em.fork(), later);
    const left = async () =>
      (await orm.em.fork().find(StoredFile, { $or: [{ id: earlier }, { source: earlier }] }, { fields: ['id'] }))
        .length;
    expect(await left()).toBe(2);
    // Retention deletes the current screenshot (students.upload_id becomes null); the earlier one follows.
    await orm.em.fork().nativeDelete(StoredFile, { $or: [{ id: current }, { source: current }] });
    await purgeAbandonedUploads(orm.em.fork(), later);
    expect(await left()).toBe(0);
  });
});
