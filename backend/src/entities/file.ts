import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A stored blob (payment screenshot, generated PDF). Files live in PostgreSQL so that every API and
 * worker machine sees the same bytes and one backup holds everything.
 */
export const StoredFile = defineEntity({
  name: 'StoredFile',
  tableName: 'files',
  properties: {
    id: p.uuid().primary(),
    purpose: p.enum(['screenshot-raw', 'screenshot', 'document']),
    contentType: p.string(),
    size: p.integer(),
    sha256: p.string().length(64).index(),
    data: p.blob().lazy(),
    /** The raw upload this file was derived from (a compressed screenshot's original). */
    source: () => p.manyToOne(StoredFile).nullable().deleteRule('set null'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type StoredFile = InferEntity<typeof StoredFile>;
