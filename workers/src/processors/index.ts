import { fanOut } from 'backend/queues/fan-out';
import type { Processor } from '../runtime/processor.ts';
import { compressScreenshot } from './compress-screenshot.ts';
import { courseImage } from './course-image.ts';
import { dailyRun } from './daily-run.ts';
import { documentProcessors } from './documents.ts';
import { mailResend } from './mail-resend.ts';
import { mailProcessors } from './mail.ts';
import { payoutRun } from './payout-run.ts';
import { screenshotReaders } from './read-screenshot.ts';
import { reissueDocumentsProcessor } from './reissue-documents.ts';
import { storeUpload } from './store-upload.ts';
import { testDeadlines } from './test-deadlines.ts';

/** Every processor of the product: each fan-out handler, plus the scheduler-only daily run and test deadlines. */
export const processors: Processor[] = [
  storeUpload,
  compressScreenshot,
  courseImage,
  ...screenshotReaders(),
  ...documentProcessors,
  ...mailProcessors,
  mailResend,
  payoutRun,
  dailyRun,
  testDeadlines,
  reissueDocumentsProcessor,
];

export function missingProcessors(list: Processor[] = processors): string[] {
  const have = new Set(list.map((p) => p.handler));
  const wanted = new Set(Object.values(fanOut).flatMap((specs) => specs.map((s) => s.handler)));
  return [...wanted].filter((h) => !have.has(h));
}
