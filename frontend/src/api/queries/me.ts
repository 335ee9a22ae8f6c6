import { queryOptions } from '@tanstack/react-query';
import {
  getAttemptReview,
  getCorrectionRequests,
  getDocuments,
  getExtraCourses,
  getMyErasureRequest,
  getMyReferrer,
  getResources,
} from '../intern.ts';

const ME = ['me'] as const;

/** What a signed-in intern reads of their own (the dashboard and its cards). */
export const mine = {
  /** GET /api/documents: their documents, each with its state. */
  documents: () =>
    queryOptions({ queryKey: [...ME, 'documents'] as const, queryFn: ({ signal }) => getDocuments(signal) }),
  /** GET /api/extra-courses: the extra courses they added. */
  extraCourses: () =>
    queryOptions({ queryKey: [...ME, 'extra-courses'] as const, queryFn: ({ signal }) => getExtraCourses(signal) }),
  /** GET /api/me/referrer: their refer-and-earn record, if any. */
  referrer: () =>
    queryOptions({ queryKey: [...ME, 'referrer'] as const, queryFn: ({ signal }) => getMyReferrer(signal) }),
  /** GET /api/resources: their course's resource links (projects, source codes, study materials...). */
  resources: () =>
    queryOptions({ queryKey: [...ME, 'resources'] as const, queryFn: ({ signal }) => getResources(signal) }),
  /** Their requests to correct a field of their record. */
  correctionRequests: () =>
    queryOptions({
      queryKey: [...ME, 'correction-requests'] as const,
      queryFn: ({ signal }) => getCorrectionRequests(signal),
    }),
  /** The review of one of their finished test attempts. */
  testReview: (attemptId: number) =>
    queryOptions({
      queryKey: [...ME, 'test-review', attemptId] as const,
      queryFn: ({ signal }) => getAttemptReview(attemptId, signal),
    }),
  /** Their latest request to erase their data. */
  erasureRequest: () =>
    queryOptions({
      queryKey: [...ME, 'erasure-request'] as const,
      queryFn: ({ signal }) => getMyErasureRequest(signal),
    }),
};
