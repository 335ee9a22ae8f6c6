import { admins, interns } from './policy.ts';

/**
 * Documents: an intern reads and downloads their own (why one is not available yet:
 * document-download.ts); admins revoke and reinstate anyone's (and read them on the student's record,
 * students.ts).
 */
export const documentPolicies = {
  'documents.read-own': interns,
  'documents.revoke': admins,
};
