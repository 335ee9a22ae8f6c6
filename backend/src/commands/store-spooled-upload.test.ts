import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { StoredFile } from '../entities/index.ts';
import { jpegBytes } from '../../test/images.ts';
import { openCleanOrm, truncateAll } from '../../test/support.ts';
import { receiveSpooledUpload } from './receive-upload.ts';
import { SPOOL_LEFTOVER_AFTER_MS, storeSpooledUpload, sweepUploadSpool } from './store-spooled-upload.ts';

let orm: MikroORM;
let spool: string;
beforeAll(async () => {
  orm = await openCleanOrm();
});
beforeEach(async () => {
  await truncateAll();
  spool = mkdtempSync(join(tmpdir(), 'spool-sweep-test-'));
});
afterAll(() => orm.close());

/** A spool file `ageMs` old; with `recorded`, the upload row POST /api/uploads commits beside it. */
async function spoolFile(ageMs: number, recorded: boolean) {
  const id = randomUUID();
  const path = join(spool, id);
  const data = await jpegBytes();
  writeFileSync(path, data);
  const then = new Date(Date.now() - ageMs);
  utimesSync(path, then, then);
  const sha256 = createHash('sha256').update(data).digest('hex');
  if (recorded)
    await receiveSpooledUpload(orm.em.fork(), {
      file: { id, path, size: data.length, sha256, originalname: 'a.jpg' },
      contentType: 'image/jpeg',
    });
  return { id, path };
}

describe('the daily sweep of the upload spool', () => {
  it('removes only the files no upload waits for: leftovers of unfinished requests and of uploads purged or moved', async () => {
    const old = SPOOL_LEFTOVER_AFTER_MS + 60_000;
    const waiting = await spoolFile(old, true);
    const inFlight = await spoolFile(1_000, false);
    const unfinished = await spoolFile(old, false);
    const moved = await spoolFile(old, true);
    // A registration moved the bytes in; no job has removed the file yet.
    await orm.em
      .fork()
      .getConnection()
      .execute(`update files set data = '\\x00'::bytea, created_at = now() - interval '2 hours' where id = ?`, [
        moved.id,
      ]);

    expect(await sweepUploadSpool(orm.em.fork(), spool)).toBe(2);
    expect(readdirSync(spool).sort()).toEqual([waiting.id, inFlight.id].sort());
    expect(existsSync(unfinished.path)).toBe(false);
    expect((await orm.em.fork().findOneOrFail(StoredFile, { id: moved.id })).spoolPath).toBeNull();
    // The one still waiting is moved by its job as usual.
    expect(await storeSpooledUpload(orm.em.fork(), waiting.id)).toBe('in-database');
  });

  it('finds nothing to do in a spool that was never made', async () => {
    expect(await sweepUploadSpool(orm.em.fork(), join(spool, 'never-made'))).toBe(0);
  });
});
