import { bodyParser } from '@koa/bodyparser';
import { RequestContext, type MikroORM } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import Koa from 'koa';
import { publicUrl, type Config } from './config.ts';
import { queueNames, type QueueName } from './queues/fan-out.ts';
import { canonicalPath } from './middlewares/canonical-path.ts';
import { errorHandler } from './middlewares/error-handler.ts';
import { createMetrics } from './metrics/metrics.ts';
import { jsonOnly } from './middlewares/json-only.ts';
import { noStore } from './middlewares/no-store.ts';
import { requestContext } from './middlewares/request-context.ts';
import { sameOrigin } from './middlewares/same-origin.ts';
import { securityHeaders } from './middlewares/security-headers.ts';
import { offlineCopies } from './middlewares/offline-copies.ts';
import { sessions } from './middlewares/session.ts';
import { CatalogueStore } from './catalogue/store.ts';
import { questionImportRouter } from './routes/question-import/question-import.ts';
import { adminCatalogueRouter } from './routes/admin-catalogue/admin-catalogue.ts';
import { catalogueRouter } from './routes/catalogue/catalogue.ts';
import { resourcesRouter } from './routes/resources/resources.ts';
import { accountsRouter } from './routes/accounts/accounts.ts';
import { adminAuditRouter } from './routes/admin-audit/admin-audit.ts';
import { adminOperationsRouter } from './routes/admin-operations/operations.ts';
import { adminOverviewRouter } from './routes/admin-overview/admin-overview.ts';
import { adminStudentRecordRouter } from './routes/admin-student-record/record.ts';
import { adminPayoutsRouter } from './routes/admin-payouts/payouts.ts';
import { adminStatementsRouter } from './routes/admin-statements/statements.ts';
import { adminSecurityRouter } from './routes/admin-security/admin-security.ts';
import { bullBoard } from './routes/admin-queues/bull-board.ts';
import { adminStudentsRouter } from './routes/admin-students/admin-students.ts';
import { catalogueImagesRouter } from './routes/catalogue-images/catalogue-images.ts';
import { contactRouter } from './routes/contact/contact.ts';
import { documentsRouter } from './routes/documents/documents.ts';
import { extraCoursesRouter } from './routes/extra-courses/extra-courses.ts';
import { paymentsRouter } from './routes/payments/payments.ts';
import { healthRouter } from './routes/health/health.ts';
import { jobsRouter } from './routes/jobs/jobs.ts';
import { legacyFeaturesRouter } from './routes/legacy-features.ts';
import { legacyRouter } from './routes/legacy.ts';
import { metricsRouter } from './routes/metrics/metrics.ts';
import { passwordRouter } from './routes/password/password.ts';
import type { RouterDeps } from './routes/router.ts';
import { referrersRouter } from './routes/referrers/referrers.ts';
import { registrationsRouter } from './routes/registrations/registrations.ts';
import { paymentReferencesRouter } from './routes/payment-references/payment-references.ts';
import { siteConfigRouter } from './routes/site/site-config.ts';
import { site } from './routes/site/site.ts';
import { testsRouter } from './routes/tests/tests.ts';
import { twoFactorRouter } from './routes/two-factor/two-factor.ts';
import { uploadsRouter } from './routes/uploads/uploads.ts';
import { verifyRouter } from './routes/verify/verify.ts';
import { credentialsRouter } from './routes/credentials/credentials.ts';
import { passwordResetRouter } from './routes/password-reset/password-reset.ts';
import { adminCorrectionsRouter } from './routes/corrections/admin-corrections.ts';
import { correctionRequestsRouter } from './routes/corrections/correction-requests.ts';
import { erasureRouter } from './routes/erasure/erasure.ts';
import { adminAccountsRouter } from './routes/admin-accounts/admin-accounts.ts';
import { personalDataRouter } from './routes/personal-data/personal-data.ts';
import { emailConfirmationRouter } from './routes/email-confirmation/email-confirmation.ts';

export interface AppDeps {
  config: Config;
  orm: MikroORM;
  /** Fail-fast Redis for request paths (health, rate limits, Bull Board). */
  redis: Redis;
}

/** The Koa app. The middleware order is the request's path through the server, top to bottom. */
export function createApp(deps: AppDeps) {
  const { config: cfg, orm, redis } = deps;
  // Behind N proxies, ctx.ip is the address the outermost trusted proxy appended to X-Forwarded-For
  // (Koa keeps only the last N entries); entries further left are the client's own writing.
  const app = new Koa({ proxy: cfg.TRUST_PROXY_HOPS > 0, maxIpsCount: cfg.TRUST_PROXY_HOPS });
  // A download the browser abandoned (a streamed CSV), or an upload it abandoned mid-body (the HTTP
  // parser's end-of-stream error), is not a fault: Koa would print its stack.
  const clientGone = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'HPE_INVALID_EOF_STATE']);
  app.on('error', (err: NodeJS.ErrnoException) => {
    if (!clientGone.has(err.code ?? '')) app.onerror(err);
  });
  // An https public address: the browser's connection is encrypted even if the hop from the proxy is not.
  const https = publicUrl(cfg).startsWith('https://');
  const queues = queueNames.map((name) => new Queue(name, { connection: redis, prefix: cfg.REDIS_PREFIX }));
  for (const q of queues) q.on('error', () => undefined); // Redis being down is reported by /api/health
  const metrics = createMetrics({ orm, queues });
  const catalogue = new CatalogueStore(orm);
  void catalogue.listen();
  const routerDeps: RouterDeps = {
    config: cfg,
    orm,
    em: () => orm.em,
    redis,
    queues: Object.fromEntries(queues.map((q) => [q.name, q])) as Record<QueueName, Queue>,
    metrics,
    catalogue,
  };

  app.use(requestContext());
  app.use(metrics.middleware); // outside the error handler: it sees the status the client gets
  app.use(errorHandler());
  app.use(securityHeaders({ https }));
  app.use(noStore());
  app.use(canonicalPath());
  app.use(sameOrigin({ publicOrigin: new URL(publicUrl(cfg)).origin }));
  for (const mw of site(cfg, catalogue)) app.use(mw);
  // The published catalogue needs no entity manager, body or session: answered before they are made.
  const publicCatalogue = catalogueRouter(routerDeps);
  app.use(publicCatalogue.routes()).use(publicCatalogue.allowedMethods());
  app.use((ctx, next) => RequestContext.create(orm.em, next));
  app.use(
    jsonOnly([
      '/api/uploads',
      '/api/insertuser',
      '/api/admin/statements',
      '/api/admin/payouts/results',
      '/api/admin/catalogue/images',
      '/api/admin/questions/import',
      '/api/verify/file',
    ]),
  );
  // A catalogue draft holds two Markdown texts of up to 100 KB each (Tamil is 3 bytes a letter in UTF-8);
  // every other body is small.
  const smallBodies = bodyParser({ enableTypes: ['json'], jsonLimit: '100kb', encoding: 'utf-8' });
  const draftBodies = bodyParser({ enableTypes: ['json'], jsonLimit: '1mb', encoding: 'utf-8' });
  const catalogueDraft = (path: string) => path === '/api/admin/catalogue' || path.startsWith('/api/admin/catalogue/');
  app.use((ctx, next) => (catalogueDraft(ctx.path) ? draftBodies : smallBodies)(ctx, next));
  app.use(sessions(app, orm, { secure: https }));
  app.use(offlineCopies({ secure: https }));
  for (const mw of bullBoard(queues)) app.use(mw);

  const routers = [
    healthRouter,
    siteConfigRouter,
    jobsRouter,
    contactRouter,
    accountsRouter,
    twoFactorRouter,
    passwordRouter,
    adminSecurityRouter,
    uploadsRouter,
    registrationsRouter,
    paymentReferencesRouter,
    adminStudentsRouter,
    legacyRouter,
    referrersRouter,
    extraCoursesRouter,
    paymentsRouter,
    testsRouter,
    documentsRouter,
    legacyFeaturesRouter,
    verifyRouter,
    credentialsRouter,
    adminPayoutsRouter,
    adminStatementsRouter,
    adminOperationsRouter,
    adminOverviewRouter,
    metricsRouter,
    passwordResetRouter,
    adminStudentRecordRouter,
    adminAuditRouter,
    adminCorrectionsRouter,
    correctionRequestsRouter,
    adminAccountsRouter,
    erasureRouter,
    personalDataRouter,
    emailConfirmationRouter,
    catalogueImagesRouter,
    resourcesRouter,
    adminCatalogueRouter,
    questionImportRouter,
  ].map((makeRouter) => makeRouter(routerDeps));
  for (const router of routers) {
    app.use(router.routes()).use(router.allowedMethods());
  }
  routers.push(publicCatalogue);

  // `routers` lets the security tests check that their route table names every registered route.
  return Object.assign(app, {
    routers,
    close: () => Promise.all([catalogue.close(), ...queues.map((q) => q.close())]),
  });
}
