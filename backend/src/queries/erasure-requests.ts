import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../db/sql.ts';

export interface ErasureRequestRow {
  id: number;
  student_id: number;
  status: 'pending' | 'approved' | 'refused';
  reason: string | null;
  decision_note: string | null;
  created_at: Date | string;
  decided_at: Date | string | null;
}

/** The intern's latest erasure request (their own only), or none. */
export async function latestErasureRequest(em: EntityManager, studentId: number): Promise<ErasureRequestRow | null> {
  const [row] = await sql<ErasureRequestRow>(
    em,
    `select id, student_id, status, reason, decision_note, created_at, decided_at
       from erasure_requests where student_id = $1 order by id desc limit 1`,
    [studentId],
  );
  return row ?? null;
}

export interface PendingErasureRow extends ErasureRequestRow {
  name: string;
  validated: boolean;
  documents_issued: number;
  payout_owed: number;
}

/** The requests waiting for an admin, oldest first, with what the decision needs to know. */
export async function pendingErasureRequests(em: EntityManager): Promise<PendingErasureRow[]> {
  return sql<PendingErasureRow>(
    em,
    `select r.id, r.student_id, r.status, r.reason, r.decision_note, r.created_at, r.decided_at, s.name, s.validated,
            (select count(*)::int from documents d where d.student_id = s.id) as documents_issued,
            -- the records linked to the intern, by the one rule the erasure uses (the view student_referrers)
            (select coalesce(sum(p.amount), 0)::int from payouts p
              where p.status <> 'paid' and p.referrer_id in (select l.referrer_id from student_referrers l where l.student_id = s.id)) as payout_owed
       from erasure_requests r join students s on s.id = r.student_id
      where r.status = 'pending' order by r.id limit 200`,
  );
}

/** A pending request's intern (the erasure preview is only for a request still to decide). */
export async function pendingErasureStudent(em: EntityManager, requestId: number): Promise<number | null> {
  const [row] = await sql<{ student_id: number }>(
    em,
    `select student_id from erasure_requests where id = $1 and status = 'pending'`,
    [requestId],
  );
  return row?.student_id ?? null;
}

/** Names and codes of referrer records, for the erasure preview. */
export async function referrerLabels(
  em: EntityManager,
  ids: number[],
): Promise<Map<number, { name: string; code: string | null }>> {
  const rows = await sql<{ id: number; name: string; code: string | null }>(
    em,
    `select id, name, code from referrers where id = any($1::int[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, { name: r.name, code: r.code }]));
}
