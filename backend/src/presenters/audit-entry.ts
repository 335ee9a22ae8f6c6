import type { AuditEntry } from 'shared/api/admin-audit';
import { auditActionLabel } from 'shared/audit';
import { internId } from 'shared/business';
import type { AuditRow } from '../queries/audit-log.ts';

/** An entry of the admin's audit log: who (an admin by name, or the system), when, what, about whom. */
export function presentAuditEntry(row: AuditRow, certificatePrefix: string): AuditEntry {
  const actorLabel =
    row.actor === 'system' ? 'System' : row.admin_name ? `${row.admin_name} (${row.admin_email})` : row.actor;
  return {
    id: Number(row.id),
    at: new Date(row.created_at).toISOString(),
    actor: row.actor,
    actorLabel,
    action: row.type,
    actionLabel: auditActionLabel(row.type),
    student:
      row.student_id === null
        ? null
        : { id: row.student_id, internId: internId(certificatePrefix, row.student_id), name: row.student_name ?? '' },
    subject: row.student_id === null || row.subject_type !== 'student' ? `${row.subject_type} ${row.subject_id}` : '',
  };
}
