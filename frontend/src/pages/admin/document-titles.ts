import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DocumentKind } from 'shared/documents';

/** The name of each kind of issued document on the staff screens, in the page's language (shared/documents.ts says it in English). */
export const documentTitles: Record<DocumentKind, MessageDescriptor> = {
  'offer-letter': msg`Offer letter`,
  'completion-certificate': msg`Completion certificate`,
  'test-certificate': msg`Test certificate`,
  'extra-offer-letter': msg`Extra course offer letter`,
  'extra-certificate': msg`Extra course certificate`,
};
