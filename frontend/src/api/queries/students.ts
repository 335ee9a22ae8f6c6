import { queryOptions } from '@tanstack/react-query';
import {
  getErasureScope,
  getStudentRecord,
  listCorrectionRequests,
  listErasureRequests,
  listReferrers,
  listStudentDocuments,
  listStudents,
} from '../admin.ts';

/**
 * Everything the staff read about students (the list of /ab, the requests, the refer counts, a student's
 * documents and record) is under one root: each change an admin makes to a student reads all of it again
 * (`invalidates: [students.all]`).
 */
const AB = ['ab'] as const;

/** The students as the staff read them. */
export const students = {
  all: AB,
  /** One page of the list, by its search and status filter. */
  list: (filter: Parameters<typeof listStudents>[0]) =>
    queryOptions({
      queryKey: [...AB, 'students', filter] as const,
      queryFn: ({ signal }) => listStudents(filter, signal),
    }),
  /** The refer-and-earn counts. */
  referrers: () =>
    queryOptions({ queryKey: [...AB, 'referrers'] as const, queryFn: ({ signal }) => listReferrers(signal) }),
  erasureRequests: () =>
    queryOptions({
      queryKey: [...AB, 'erasure-requests'] as const,
      queryFn: ({ signal }) => listErasureRequests(signal),
    }),
  correctionRequests: () =>
    queryOptions({
      queryKey: [...AB, 'correction-requests'] as const,
      queryFn: ({ signal }) => listCorrectionRequests(signal),
    }),
  /** A student's issued documents (revoke, reinstate, re-issue). */
  documents: (studentId: number) =>
    queryOptions({
      queryKey: [...AB, 'documents', studentId] as const,
      queryFn: ({ signal }) => listStudentDocuments(studentId, signal),
    }),
  /** /admin/students/:id: one student's whole record (under the root: every change to a student shows there). */
  record: (studentId: number) =>
    queryOptions({
      queryKey: [...AB, 'record', studentId] as const,
      queryFn: ({ signal }) => getStudentRecord(studentId, signal),
    }),
  /** What approving an erasure request would touch. */
  erasureScope: (requestId: number) =>
    queryOptions({
      queryKey: ['admin', 'erasure-scope', requestId] as const,
      queryFn: ({ signal }) => getErasureScope(requestId, signal),
    }),
};
