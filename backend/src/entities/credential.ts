import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { IssuedDocument } from './document.ts';

/**
 * An Open Badges credential we signed for a certificate (issue 30): its place in the Bitstring Status
 * List (the primary key: one bit per credential, never reused) and what it was made from. A credential
 * is signed on request from the stored document (credentials/open-badge.ts); this row is what the
 * status list and the verifier read: its bit is set while the document is revoked, once the document
 * has a newer version (a correction re-issued it), or while another of the document's credentials was
 * signed later (its data changed, a test mark: `digest` differs).
 */
export const Credential = defineEntity({
  name: 'Credential',
  tableName: 'credentials',
  properties: {
    statusIndex: p.integer().primary().autoincrement(false),
    document: () => p.manyToOne(IssuedDocument).deleteRule('cascade'),
    /** The document's version it was made of. */
    version: p.integer(),
    /** sha256 of the credential's claims without its status: the same data reuses its row. */
    digest: p.string(),
    /** When it was last signed: the newest of a document's credentials is its current one. */
    issuedAt: p.datetime().onCreate(() => new Date()),
  },
});
export type Credential = InferEntity<typeof Credential>;
