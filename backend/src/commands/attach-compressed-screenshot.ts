import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../db/sql.ts';
import { storeFile } from '../db/store-file.ts';

export interface CompressedScreenshot {
  id: string;
  size: number;
}

/**
 * Keeps the compressed copy of a raw screenshot upload and points every student who registered with the
 * raw upload at it, in one transaction. Called by the compress-screenshot job twice: first without
 * `jpeg`, to find the copy a previous run made (and re-point a registration that came after it), then
 * with the bytes it made. Returns the copy, or undefined when there is none and no bytes were given.
 *
 * One compressed file per raw upload, even if two runs of the job race: the raw row's lock orders them,
 * and the second finds the first's file. No event: the job that calls it is the upload's event's work.
 */
export async function attachCompressedScreenshot(
  em: EntityManager,
  input: { rawId: string; jpeg?: Buffer },
): Promise<CompressedScreenshot | undefined> {
  return em.transactional(async (tx) => {
    await sql(tx, 'select id from files where id = $1 for update', [input.rawId]);
    const [existing] = await sql<CompressedScreenshot>(
      tx,
      `select id, size from files where source_id = $1 and purpose = 'screenshot' order by created_at limit 1`,
      [input.rawId],
    );
    let file = existing;
    if (!file && input.jpeg) {
      const id = randomUUID();
      const { size } = await storeFile(tx, {
        id,
        purpose: 'screenshot',
        contentType: 'image/jpeg',
        data: input.jpeg,
        sourceId: input.rawId,
      });
      file = { id, size };
    }
    if (file)
      await sql(tx, 'update students set screenshot_id = $1, updated_at = now() where screenshot_id = $2', [
        file.id,
        input.rawId,
      ]);
    return file;
  });
}
