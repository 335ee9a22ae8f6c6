import { unlink } from 'node:fs/promises';
import type { EntityManager } from '@mikro-orm/postgresql';
import { FORGET_OUTBOX } from 'backend/commands/erase-referrer-data';
import { sql } from 'backend/db/sql';
import { erasedEmail } from 'shared/privacy';

/**
 * The outbox files (.eml, development and tests only: production sends through SMTP and keeps none)
 * of mails an erasure or retention marked to forget (`FORGET_OUTBOX`, backend/src/commands/erase-referrer-data.ts:
 * `forget:<path>`, in the same transaction as the erasure); the file is on the worker's disk, so
 * the worker removes it: after the erasure's confirmation mail, and in every daily run.
 */
export async function forgetMarkedMail(em: EntityManager): Promise<number> {
  const rows = await sql<{ id: number; outbox_path: string }>(
    em,
    `select id, outbox_path from mail_log where outbox_path like 'forget:%'`,
  );
  for (const row of rows) {
    await unlink(row.outbox_path.slice('forget:'.length)).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err;
    });
    await sql(em, `update mail_log set outbox_path = null, updated_at = now() where id = $1 and outbox_path = $2`, [
      row.id,
      row.outbox_path,
    ]);
  }
  return rows.length;
}

/**
 * After the erasure's confirmation was sent: the address it went to is forgotten (the request's copy,
 * the mail log's recipient, and its outbox file), so nothing of the intern's address is left.
 */
export async function forgetErasureNotice(
  em: EntityManager,
  erasureRequestId: number,
  studentId: number,
  mailLogId: number,
): Promise<void> {
  await em.transactional(async (tx) => {
    await sql(tx, `update erasure_requests set notify_email = null, updated_at = now() where id = $1`, [
      erasureRequestId,
    ]);
    await sql(
      tx,
      `update mail_log set recipient = $2, outbox_path = ${FORGET_OUTBOX}, updated_at = now() where id = $1`,
      [mailLogId, erasedEmail('student', studentId)],
    );
  });
  await forgetMarkedMail(em);
}
