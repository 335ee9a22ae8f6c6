import { z } from 'zod';
import { blank, calendarDate, numericId, pageSize } from './fields.ts';

const ACTOR = 'The actor is system or an admin (admin:<id>).';
const ACTION = 'The action is an event name such as student.validated.';
const BEFORE = 'The page marker (before) must be an entry id.';

/** GET /api/admin/audit: filters (each optional, all together) and the keyset page marker. */
export const auditQuery = z
  .object({
    actor: z.preprocess(
      blank,
      z
        .string({ error: ACTOR })
        .regex(/^(system|admin:[1-9]\d{0,9})$/, ACTOR)
        .optional(),
    ),
    action: z.preprocess(
      blank,
      z
        .string({ error: ACTION })
        .max(60, ACTION)
        .regex(/^[a-z][a-z-]*\.[a-z][a-z-]*$/, ACTION)
        .optional(),
    ),
    student: z.preprocess(blank, numericId('The student must be an intern id number.').optional()),
    from: z.preprocess(blank, calendarDate('the From date').optional()),
    to: z.preprocess(blank, calendarDate('the To date').optional()),
    before: z.preprocess(
      blank,
      z
        .string({ error: BEFORE })
        .regex(/^[1-9]\d{0,15}$/, BEFORE)
        .transform(Number)
        .optional(),
    ),
    pageSize: pageSize(50),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The From date must not be after the To date.',
    path: ['from'],
  });
export type AuditQuery = z.infer<typeof auditQuery>;

/** One entry of the audit log: an admin's or the system's action, from the events table. */
export interface AuditEntry {
  id: number;
  /** ISO time of the event. */
  at: string;
  /** 'system' or 'admin:<id>'. */
  actor: string;
  /** The admin's name and e-mail, or 'System'. */
  actorLabel: string;
  /** The event type, e.g. 'student.validated'. */
  action: string;
  /** Readable words for the action (shared/audit.ts). */
  actionLabel: string;
  /** The student the action concerns, if any. */
  student: { id: number; internId: string; name: string } | null;
  /** What else the event names (a payout, a period, a mail), when it is not a student. */
  subject: string;
}

export interface AuditPage {
  entries: AuditEntry[];
  /** The `before` of the next (older) page; null on the last page. */
  next: number | null;
  /** Every admin account, for the Actor filter: value 'admin:<id>'. */
  actors: { value: string; label: string }[];
}
