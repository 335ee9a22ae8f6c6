import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DocumentKind } from 'shared/documents';

/**
 * What the verifier and a document's /verify page call each document, in the site's language: the
 * product's names for them (the intern's dashboard and docs/PRODUCT.md). An offer letter is named as
 * a letter, never as the certificate whose number it shares.
 */
export const documentTitle: Record<DocumentKind, MessageDescriptor> = {
  'offer-letter': msg`Offer letter`,
  'completion-certificate': msg`Internship completion certificate`,
  'test-certificate': msg`Test certificate`,
  'extra-offer-letter': msg`Extra course offer letter`,
  'extra-certificate': msg`Extra course certificate`,
};
