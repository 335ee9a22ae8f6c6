import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { IssuedDocument } from './document.ts';
import { StoredFile } from './file.ts';

/** A replaced version of a document, kept for the record (its PDF and issue date) when a correction re-issued it. */
export const DocumentVersion = defineEntity({
  name: 'DocumentVersion',
  tableName: 'document_versions',
  properties: {
    id: p.bigint('number').primary(),
    document: () => p.manyToOne(IssuedDocument).deleteRule('cascade'),
    version: p.integer(),
    file: () => p.manyToOne(StoredFile).nullable().deleteRule('set null'),
    issuedOn: p.date(),
    replacedAt: p.datetime().onCreate(() => new Date()),
    replacedByEvent: p.bigint('number').nullable(),
  },
});
export type DocumentVersion = InferEntity<typeof DocumentVersion>;
