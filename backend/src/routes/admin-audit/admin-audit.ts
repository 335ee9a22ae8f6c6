import { auditQuery, type AuditPage } from 'shared/api/admin-audit';
import { validate } from '../../middlewares/validate.ts';
import { presentAuditEntry } from '../../presenters/audit-entry.ts';
import { auditActors, auditLog } from '../../queries/audit-log.ts';
import { createRouter, type RouterDeps } from '../router.ts';
import { policy } from '../../middlewares/policy.ts';

/** GET /api/admin/audit: the audit log of admins' and the system's actions, filtered, newest first. */
export function adminAuditRouter({ em, config: cfg }: RouterDeps) {
  const router = createRouter();

  const list = validate({ query: auditQuery });
  router.get('/api/admin/audit', policy('audit.read'), list, async (ctx) => {
    const [{ rows, next }, admins] = await Promise.all([auditLog(em(), list.of(ctx).query), auditActors(em())]);
    ctx.body = {
      entries: rows.map((r) => presentAuditEntry(r, cfg.CERTIFICATE_PREFIX)),
      next,
      actors: admins.map((a) => ({ value: `admin:${a.id}`, label: `${a.name} (${a.email})` })),
    } satisfies AuditPage;
  });

  return router;
}
