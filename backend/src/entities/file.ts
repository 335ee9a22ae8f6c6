import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A stored blob (payment screenshot, generated PDF, a course card image and its sizes, which the table
 * card_image_variants names). Files live in PostgreSQL so that every API and worker machine sees the
 * same bytes and one backup holds everything.
 */
export const StoredFile = defineEntity({
  name: 'StoredFile',
  tableName: 'files',
  properties: {
    id: p.uuid().primary(),
    purpose: p.enum(['screenshot-raw', 'screenshot', 'document', 'card-image', 'card-image-variant']),
    contentType: p.string(),
    size: p.integer(),
    sha256: p.string().length(64).index(),
    /** Null only for a raw upload whose bytes still wait in its spool file (commands/store-spooled-upload.ts). */
    data: p.blob().lazy().nullable(),
    /** The spool file a raw upload was streamed to by the API, until the bytes are in `data` and the file is removed. */
    spoolPath: p.text().nullable(),
    /** The raw upload this file was derived from (a compressed screenshot's original). */
    source: () => p.manyToOne(StoredFile).nullable().deleteRule('set null'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type StoredFile = InferEntity<typeof StoredFile>;
