import { ownValidatedRecord } from './policy.ts';

/**
 * Taking a test (starting one, answering, having it graded): an intern, on their own record, once an
 * admin validated their enrolment. The routes check the intern; the commands that start and grade an
 * attempt check the record they lock (commands/start-test-attempt.ts, finish-test-attempt.ts); GET
 * /api/me answers it for the intern's own record.
 */
export const testPolicies = {
  'tests.take': ownValidatedRecord(),
};
