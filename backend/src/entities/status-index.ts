import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { IssuedDocument } from './document.ts';

/**
 * A place in the Bitstring Status List, given once and never again (the table is never emptied; a row
 * outlives its document). A certificate's index (`superseded` false; one per document) is taken at
 * random when it is issued (commands/take-status-index.ts) and every credential of it carries it, across
 * its versions and re-downloads: its bit is set while the certificate is revoked. A superseded index is
 * one a credential issued before random indexes held for an earlier version or content of its
 * certificate: its bit stays set. An index without a document marks where issuing stands (a migration's
 * or a restore's: db/status-index-gap.ts), or was a document's that is gone.
 */
export const StatusIndex = defineEntity({
  name: 'StatusIndex',
  tableName: 'status_indexes',
  properties: {
    statusIndex: p.integer().primary().autoincrement(false),
    document: () => p.manyToOne(IssuedDocument).nullable().deleteRule('set null'),
    superseded: p.boolean().default(false),
    takenAt: p.datetime().onCreate(() => new Date()),
  },
});
export type StatusIndex = InferEntity<typeof StatusIndex>;
