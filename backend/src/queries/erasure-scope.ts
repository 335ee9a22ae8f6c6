import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../db/sql.ts';
import { rupeesOwedTo } from './payouts.ts';
import { linkedReferrers, type ReferrerLink } from './referrers.ts';

/** A refer-and-earn record linked to the intern, and what their erasure does to it. */
export interface ScopedReferrer {
  id: number;
  links: ReferrerLink[];
  /** Rupees in payouts not yet paid to it. */
  owed: number;
  /** Erased with the intern; false while a payout is owed (the record stays, to be paid). */
  erase: boolean;
}

/**
 * Exactly what an intern's erasure touches (commands/erase-student-data.ts acts on this list and
 * nothing else; the admin's preview shows it, so the list cannot disagree with the act):
 * - the intern's record (the name stays when a document was issued: /verify shows it);
 * - their extra courses, their documents (the PDFs go, the numbers stay verifiable), every file:
 *   each screenshot sent (a resubmission leaves the earlier one), the compressed copies, the PDFs;
 * - the contact messages written from their address, only once the intern proved that address: an
 *   unproven one may be someone else's, and their messages are not the intern's to erase;
 * - the refer-and-earn records linked to the intern by both sides (queries/referrers.ts), each erased
 *   unless a payout is still owed to it, when it stays as it is until paid (its member can then erase it
 *   with the link on the privacy page). Never a record that merely shares a phone or an e-mail, proven or not.
 * `lock`: the erasure's own call, in its transaction after locking the student, locks the linked
 * referrer rows first so a payout booked meanwhile is seen (the payout run inserts under their key).
 * Null when the intern does not exist.
 */
export interface ErasureScope {
  studentId: number;
  name: string;
  email: string;
  emailProven: boolean;
  alreadyErased: boolean;
  nameKept: boolean;
  extraCourseIds: number[];
  documentIds: number[];
  files: { id: string; purpose: 'screenshot-raw' | 'screenshot' | 'document' }[];
  contactMessageIds: number[];
  /**
   * Whether the mails sent to the intern's address with no intern on them (a refer-and-earn member's)
   * are forgotten too: only for a proven address, and not while a member this erasure does not erase
   * (not linked, or kept for a payout owed) has it.
   */
  mailsByAddress: boolean;
  referrers: ScopedReferrer[];
}

export async function erasureScope(
  em: EntityManager,
  studentId: number,
  opts: { lock?: boolean } = {},
): Promise<ErasureScope | null> {
  const [student] = await sql<{ name: string; email: string; proven: boolean; erased: boolean }>(
    em,
    `select name, email, email_verified_at is not null as proven, erased_at is not null as erased from students where id = $1`,
    [studentId],
  );
  if (!student) return null;
  const id = String(studentId);
  const files = await sql<{ id: string; purpose: ErasureScope['files'][number]['purpose'] }>(
    em,
    `with uploads as (
       select unnest(array[screenshot_id, upload_id]) as id from students where id = $1
       union select (payload->>k)::uuid from events, unnest(array['uploadId', 'previousUploadId']) as k
        where type = 'student.payment-resubmitted' and subject_type = 'student' and subject_id = $2 and payload->>k is not null
       union select file_id from documents where student_id = $1
       union select v.file_id from document_versions v join documents d on d.id = v.document_id where d.student_id = $1
     )
     select f.id::text, f.purpose from files f
      where f.id in (select id from uploads where id is not null) or f.source_id in (select id from uploads where id is not null)
      order by f.created_at, f.id`,
    [studentId, id],
  );
  const ids = async (text: string, values: unknown[]) => (await sql<{ id: number }>(em, text, values)).map((r) => r.id);
  const extraCourseIds = await ids(`select id from extra_courses where student_id = $1 order by id`, [studentId]);
  const documentIds = await ids(`select id from documents where student_id = $1 order by id`, [studentId]);
  const contactMessageIds = student.proven ? await contactMessagesFrom(em, student.email) : [];

  const linked = await linkedReferrers(em, studentId);
  if (opts.lock && linked.length > 0) {
    await sql(em, `select id from referrers where id = any($1::int[]) order by id for update`, [
      linked.map((r) => r.referrerId),
    ]);
  }
  const referrers: ScopedReferrer[] = [];
  for (const { referrerId, links } of linked) {
    const owed = await rupeesOwedTo(em, referrerId);
    referrers.push({ id: referrerId, links, owed, erase: owed === 0 });
  }
  return {
    studentId,
    name: student.name,
    email: student.email,
    emailProven: student.proven,
    alreadyErased: student.erased,
    nameKept: documentIds.length > 0,
    extraCourseIds,
    documentIds,
    files,
    contactMessageIds,
    mailsByAddress: student.proven && !(await memberKeepsAddress(em, student.email, referrers)),
    referrers,
  };
}

/**
 * Whether a refer-and-earn member that this erasure does not erase has the address: the mails sent to
 * it are then theirs (a membership is never the intern's by a matching address), and stay.
 */
async function memberKeepsAddress(em: EntityManager, email: string, erased: ScopedReferrer[]): Promise<boolean> {
  const gone = new Set(erased.filter((r) => r.erase).map((r) => r.id));
  const members = await sql<{ id: number }>(
    em,
    `select id from referrers where email = lower($1) and erased_at is null`,
    [email],
  );
  return members.some((m) => !gone.has(m.id));
}

/** The contact messages written from an address (for an intern, only a proven one: erasureScope). */
export async function contactMessagesFrom(em: EntityManager, email: string): Promise<number[]> {
  return (
    await sql<{ id: number }>(em, `select id from contact_messages where lower(email) = lower($1) order by id`, [email])
  ).map((r) => r.id);
}
