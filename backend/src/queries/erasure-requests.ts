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
            -- the intern's own referrer record, found as the erasure finds it (commands/erase-student-data.ts)
            (select coalesce(sum(p.amount), 0)::int from payouts p join referrers f on f.id = p.referrer_id
              where p.status <> 'paid' and (lower(f.email) = lower(s.email) or f.phone = s.phone)) as payout_owed
       from erasure_requests r join students s on s.id = r.student_id
      where r.status = 'pending' order by r.id limit 200`,
  );
}
