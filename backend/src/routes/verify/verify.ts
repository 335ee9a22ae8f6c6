import { verifyParams, type FileCheck } from 'shared/api/verify';
import { signCertificateCredential } from '../../commands/sign-certificate-credential.ts';
import { badRequest, notFound } from '../../errors.ts';
import { sendCredential } from '../../lib/send-credential.ts';
import { rateLimit } from '../../middlewares/rate-limit.ts';
import { multipartForm, receivedFile } from '../../middlewares/upload.ts';
import { validate } from '../../middlewares/validate.ts';
import { presentVerification } from '../../presenters/verification.ts';
import { verifiableCredentialFacts } from '../../queries/credentials.ts';
import { offeredCertificateOf, verifiableDocument } from '../../queries/documents.ts';
import { checkFile } from '../../verifier/check-file.ts';
import { createRouter, type RouterDeps } from '../router.ts';
import { policy } from '../../middlewares/policy.ts';

/** What the verifier reads: a credential is a few KB, one of our PDFs well under 2 MB. */
export const VERIFY_FILE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * GET /api/verify/:token and its credential: public, rate-limited (tokens are unguessable; the limit
 * stops scanning). POST /api/verify/file: the verifier on /verify (docs/CREDENTIALS.md), for anyone.
 */
export function verifyRouter({ em, redis, config }: RouterDeps) {
  const router = createRouter();
  const token = validate({ params: verifyParams });
  const limit = rateLimit(redis, config.REDIS_PREFIX, { name: 'verify', points: 30, durationSec: 60 });
  // A malformed token answers exactly like an unknown one.
  const wellFormed = async (ctx: Parameters<Parameters<typeof router.get>[2]>[0], next: () => Promise<unknown>) => {
    if (!verifyParams.safeParse(ctx.params).success) throw notFound('noCertificateMatches');
    await next();
  };

  router.get('/api/verify/:token', policy('public'), limit, wellFormed, token, async (ctx) => {
    const doc = await verifiableDocument(em(), token.of(ctx).params.token);
    if (!doc) throw notFound('noCertificateMatches');
    ctx.body = presentVerification(doc, await offeredCertificateOf(em(), doc));
  });

  // The same token as the page: whoever may see the certificate may take its credential.
  router.get('/api/verify/:token/credential', policy('public'), limit, wellFormed, token, async (ctx) => {
    const facts = await verifiableCredentialFacts(em(), token.of(ctx).params.token);
    if (!facts) throw notFound('noCertificateMatches');
    if (facts.revoked) throw notFound('certificateRevokedNoCredential');
    // A command on a GET: its one write, an old certificate's status index, is made once (see the command).
    sendCredential(ctx, await signCertificateCredential(em(), config, facts), facts.certificateNumber);
  });

  // A pasted credential arrives as a file too (the page sends it as one): one way in, one size limit.
  const checks = rateLimit(redis, config.REDIS_PREFIX, { name: 'verify-file', points: 20, durationSec: 60 });
  router.post(
    '/api/verify/file',
    policy('public'),
    checks,
    multipartForm('file', { maxBytes: VERIFY_FILE_MAX_BYTES, tooLarge: 'verifyFileTooLarge' }),
    async (ctx) => {
      const file = receivedFile(ctx);
      if (!file || file.size === 0) throw badRequest('verifyNothingBrought');
      ctx.body = (await checkFile(em(), config, file.buffer)) satisfies FileCheck;
    },
  );
  return router;
}
