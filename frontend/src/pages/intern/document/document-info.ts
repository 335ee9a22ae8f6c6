import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DocumentKind } from '../../../api/intern.ts';

export type MainKind = Extract<DocumentKind, 'offer-letter' | 'completion-certificate' | 'test-certificate'>;

/** Each document's title, and the sentence while it is made (a whole sentence each: no title spliced into words). */
export const documentInfo: Record<
  MainKind,
  { title: MessageDescriptor; preparing: MessageDescriptor; delayMs: number }
> = {
  'offer-letter': {
    title: msg`Offer Letter`,
    preparing: msg`Your offer letter is being prepared. The download starts by itself when it is ready.`,
    delayMs: 0,
  },
  'completion-certificate': {
    title: msg`Certificate of Internship Completion`,
    preparing: msg`Your certificate of internship completion is being prepared. The download starts by itself when it is ready.`,
    delayMs: 0,
  },
  // The specification downloads the test certificate about 0.8 s after load.
  'test-certificate': {
    title: msg`Test Certificate`,
    preparing: msg`Your test certificate is being prepared. The download starts by itself when it is ready.`,
    delayMs: 800,
  },
};

export type Download =
  { state: 'idle' } | { state: 'busy' } | { state: 'done'; url: string } | { state: 'error'; message: string };
