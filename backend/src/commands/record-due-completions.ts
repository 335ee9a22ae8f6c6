import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The daily run: every validated intern whose end date has come (today in Asia/Kolkata) and who has
 * neither a student.completed event nor a completion certificate gets one student.completed event.
 * Set-based, in one transaction under an advisory lock, so two runs at once (or one run twice) never
 * record a second event for anyone.
 */
export async function recordDueCompletions(em: EntityManager, today: string): Promise<{ recorded: number; studentIds: number[] }> {
  return em.transactional(async (tx) => {
    const conn = tx.getConnection();
    const trx = tx.getTransactionContext();
    await conn.execute(`select pg_advisory_xact_lock(hashtext('record-due-completions'))`, [], 'all', trx);
    const rows = await conn.execute<{ subject_id: string }[]>(
      `insert into events (type, subject_type, subject_id, payload, actor, created_at)
       select 'student.completed', 'student', s.id::text, jsonb_build_object('studentId', s.id), 'system', now()
         from students s
        where s.validated
          and s.end_date <= ?::date
          and not exists (select 1 from events e where e.type = 'student.completed' and e.subject_id = s.id::text and e.subject_type = 'student')
          and not exists (select 1 from documents d where d.student_id = s.id and d.kind = 'completion-certificate')
        order by s.id
       returning subject_id`,
      [today],
      'all',
      trx,
    );
    const studentIds = rows.map((r) => Number(r.subject_id));
    return { recorded: studentIds.length, studentIds };
  });
}
