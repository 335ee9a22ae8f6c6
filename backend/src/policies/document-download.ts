import type { DocumentKind } from '../entities/index.ts';
import { conflict, forbidden, gone, type HttpError } from '../errors.ts';
import { documentRules, type Availability } from 'shared/documents';
import { documentRevokedRefusal } from 'shared/messages';

/** Why an intern may not download a document yet, as the error they see (GET /api/documents/:kind/download). */
export function downloadRefusal(kind: DocumentKind, availability: Availability & { available: false }): HttpError {
  if (availability.reason === 'before-end-date')
    return conflict({ code: 'certificateNotYet', values: { date: availability.availableOn } });
  if (availability.reason === 'no-test-mark') return conflict('completeTheTest');
  return documentRules[kind].forExtraCourse ? conflict('extraCourseWaiting') : forbidden('enrolmentWaiting');
}

/** A revoked document is not served: 410 with the day it was revoked and the reason (the dashboard shows it too). */
export function revokedRefusal(revoked: { at: Date; reason: string | null }): HttpError {
  return gone(documentRevokedRefusal(revoked.at, revoked.reason));
}
