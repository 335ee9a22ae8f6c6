import type { MessageAnswer } from 'shared/api/envelope';
import { referrerErasureSchema, referrerExportRequestSchema, referrerExportSchema } from 'shared/api/privacy';
import { internId } from 'shared/business';
import { publicUrl } from '../../config.ts';
import { eraseReferrerByLink } from '../../commands/erase-referrer-by-link.ts';
import { exportReferrerData } from '../../commands/export-referrer-data.ts';
import { recordDataExport } from '../../commands/record-data-export.ts';
import { requestReferrerExport } from '../../commands/request-referrer-export.ts';
import { unauthorized } from '../../errors.ts';
import { personalDataZip } from '../../lib/personal-data-zip.ts';
import { sendFile } from '../../lib/send-file.ts';
import { currentUser } from '../../middlewares/auth.ts';
import { presentReferrerData, presentStudentData } from '../../presenters/personal-data.ts';
import { studentFiles, studentPersonalData } from '../../queries/personal-data.ts';
import { mailedLink } from '../mailed-link.ts';
import { createRouter, type RouterDeps } from '../router.ts';
import { messages } from 'shared/messages';
import { said } from '../../presenters/said.ts';
import { policy } from '../../middlewares/policy.ts';

const zipAnswer = (name: string) => `attachment; filename="${name}"`;

/**
 * The personal-data export ("See my data"): GET /api/me/data-export (the intern's own ZIP),
 * POST /api/referrers/data-export-requests (a referrer asks; the link goes to their own address) and
 * POST /api/referrers/data-export (the mailed link's token answers the referrer's ZIP, once), and
 * POST /api/referrers/erasure (the same link erases the member's data instead).
 */
export function personalDataRouter(deps: RouterDeps) {
  const { em, config: cfg } = deps;
  const router = createRouter();

  router.get('/api/me/data-export', policy('personal-data.export'), async (ctx) => {
    const studentId = currentUser(ctx).id;
    const data = await studentPersonalData(em(), studentId);
    if (!data) throw unauthorized();
    const files = await studentFiles(em(), studentId);
    await recordDataExport(em(), studentId);
    const now = new Date();
    const json = presentStudentData(data, {
      certificatePrefix: cfg.CERTIFICATE_PREFIX,
      publicUrl: publicUrl(cfg),
      now,
    });
    const zip = personalDataZip('intern', data.student.language, json, files, now);
    sendFile(
      ctx,
      { contentType: 'application/zip', data: zip },
      zipAnswer(`my-data-${internId(cfg.CERTIFICATE_PREFIX, studentId)}.zip`),
    );
  });

  // A referrer's data link asked for by e-mail: per address and per e-mail, as 'Forgot password?'; link
  // uses that fail (unknown, used or expired) per address, so tokens cannot be guessed at speed.
  const dataLink = mailedLink(router, deps, {
    name: 'referrer-export',
    path: '/api/referrers/data-export-requests',
    schema: referrerExportRequestSchema,
    ask: requestReferrerExport,
    answer: 'referrerExportRequested',
    refusals: {
      network: messages.tooManyRequestsNetwork,
      account: messages.tooManyExportRequests,
    },
    useLimitName: 'referrer-export-download',
  });

  dataLink.spend('/api/referrers/data-export', referrerExportSchema, async (ctx, { token }) => {
    const data = await exportReferrerData(em(), token);
    const now = new Date();
    const zip = personalDataZip('referrer', data.referrer.language, presentReferrerData(data, { now }), [], now);
    sendFile(
      ctx,
      { contentType: 'application/zip', data: zip },
      zipAnswer(`my-data-referrer-${String(data.referrer.id)}.zip`),
    );
  });

  // The same link erases instead (a member still owed a payout is refused: 409, the link still works).
  dataLink.spend('/api/referrers/erasure', referrerErasureSchema, async (ctx, { token }) => {
    await eraseReferrerByLink(em(), token);
    ctx.body = said('referrerErased') satisfies MessageAnswer;
  });

  return router;
}
