import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { documentKinds } from 'shared/api/documents';
import { ExtraCourse } from './extra-course.ts';
import { StoredFile } from './file.ts';
import { Student } from './student.ts';
import { timestamps } from './timestamps.ts';

export { documentKinds, type DocumentKind } from 'shared/api/documents';

/**
 * A generated PDF, one per (student, kind, extra course): generating it again replaces the file,
 * which makes the generating job idempotent. The verification token is what the QR code links to.
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
    ...timestamps,
  },
});
export type IssuedDocument = InferEntity<typeof IssuedDocument>;
