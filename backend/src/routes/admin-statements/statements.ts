import {
  statementMessages,
  statementParams,
  type Reconciliation,
  type StatementValidated,
} from 'shared/api/statements';
import { importStatement } from '../../commands/import-statement.ts';
import { validateStatementMatches } from '../../commands/validate-statement-matches.ts';
import { badRequest } from '../../errors.ts';
import { currentUser } from '../../middlewares/auth.ts';
import { multipartForm, receivedFile } from '../../middlewares/upload.ts';
import { validate } from '../../middlewares/validate.ts';
import { reconcile } from '../../statements/reconcile.ts';
import { createRouter, type RouterDeps } from '../router.ts';
import { policy } from '../../middlewares/policy.ts';

/** Bank statement reconciliation (docs/PAYMENTS.md): import a statement, see it reconciled, validate the matched. */
export function adminStatementsRouter({ em }: RouterDeps) {
  const router = createRouter();
  const admin = policy('statements.reconcile');

  router.post('/api/admin/statements', admin, multipartForm('file'), async (ctx) => {
    const file = receivedFile(ctx);
    if (!file) throw badRequest(statementMessages.noFile);
    const { statementId, repeat } = await importStatement(
      em(),
      { data: file.buffer, name: file.originalname },
      currentUser(ctx).id,
    );
    ctx.status = repeat ? 200 : 201;
    ctx.body = (await reconcile(em(), statementId, repeat)) satisfies Reconciliation;
  });

  const one = validate({ params: statementParams });
  router.get('/api/admin/statements/:id', admin, one, async (ctx) => {
    ctx.body = (await reconcile(em(), one.of(ctx).params.id)) satisfies Reconciliation;
  });

  router.post('/api/admin/statements/:id/validate', admin, one, async (ctx) => {
    const { validated, jobs } = await validateStatementMatches(em(), {
      statementId: one.of(ctx).params.id,
      adminId: currentUser(ctx).id,
    });
    ctx.status = 202;
    ctx.body = {
      message: `${validated} ${validated === 1 ? 'enrolment' : 'enrolments'} validated.`,
      validated,
      jobs,
    } satisfies StatementValidated;
  });

  return router;
}
