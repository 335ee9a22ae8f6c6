import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { documentKinds, type DocumentKind } from 'shared/documents';
import { ExtraCourse } from './extra-course.ts';
import { StoredFile } from './file.ts';
import { Student } from './student.ts';
import { timestamps } from './timestamps.ts';

export { documentKinds, type DocumentKind };

/**
 * A generated PDF, one per (student, kind, extra course): generating it again replaces the file,
 * which makes the generating job idempotent. The verification token is what the QR code links to.
 * A re-issue after a correction makes a new version: the replaced file moves to `document_versions`.
 */
export const IssuedDocument = defineEntity({
  name: 'IssuedDocument',
  tableName: 'documents',
  properties: {
    id: p.integer().primary(),
    student: () => p.manyToOne(Student).deleteRule('cascade').index(),
    extraCourse: () => p.manyToOne(ExtraCourse).nullable().deleteRule('cascade'),
    kind: p.enum(documentKinds),
    certificateNumber: p.string(),
    verificationToken: p.string().unique(),
    issuedOn: p.date(),
    file: () => p.manyToOne(StoredFile).nullable().deleteRule('set null'),
    /** The current version: 1 when first issued, one more with each re-issue after a correction. */
    version: p.integer().default(1),
    /** The event whose re-issue made the current version (a redelivered job makes no second one). */
    reissuedByEvent: p.bigint('number').nullable(),
    revokedAt: p.datetime().nullable(),
    revokedReason: p.text().nullable(),
    /** The admin who revoked it. */
    revokedBy: p.integer().nullable(),
    ...timestamps,
  },
});
export type IssuedDocument = InferEntity<typeof IssuedDocument>;
