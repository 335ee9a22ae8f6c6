import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * What OCR read on a raw payment screenshot (shared/payments ScreenshotReading). Keyed by the upload's
 * id without a foreign key: the read UTR and amount stay when the screenshot itself is deleted.
 */
export const ScreenshotReading = defineEntity({
  name: 'ScreenshotReading',
  tableName: 'screenshot_readings',
  properties: {
    uploadId: p.uuid().primary(),
    state: p.enum(['read', 'unreadable']),
    amountRupees: p.decimal('number').precision(12).scale(2).nullable(),
    utr: p.string().nullable(),
    payee: p.string().nullable(),
    status: p.enum(['success', 'failed', 'pending']).nullable(),
    paidAt: p.datetime().nullable(),
    reference: p.string().nullable(),
    confidence: p.float().default(0),
    readAt: p.datetime().onCreate(() => new Date()),
  },
});
export type ScreenshotReading = InferEntity<typeof ScreenshotReading>;
