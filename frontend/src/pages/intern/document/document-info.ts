import type { DocumentKind } from '../../../api/intern.ts';

export type MainKind = Extract<DocumentKind, 'offer-letter' | 'completion-certificate' | 'test-certificate'>;

export const documentInfo: Record<MainKind, { title: string; delayMs: number }> = {
  'offer-letter': { title: 'Offer Letter', delayMs: 0 },
  'completion-certificate': { title: 'Certificate of Internship Completion', delayMs: 0 },
  // The specification downloads the test certificate about 0.8 s after load.
  'test-certificate': { title: 'Test Certificate', delayMs: 800 },
};

export type Download = { state: 'idle' } | { state: 'busy' } | { state: 'done'; url: string } | { state: 'error'; message: string };
