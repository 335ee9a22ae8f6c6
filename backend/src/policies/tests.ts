import { admins, editors, ownValidatedRecord } from './policy.ts';

/**
 * Taking a test (starting one, answering, having it graded): an intern, on their own record, once an
 * admin validated their enrolment. The routes check the intern; the commands that start and grade an
 * attempt check the record they lock (commands/start-test-attempt.ts, finish-test-attempt.ts); GET
 * /api/me answers it for the intern's own record.
 */
export const testPolicies = {
  'tests.take': ownValidatedRecord(),
  /**
   * The question banks and the tests' settings (draw rules, time limit, review), imports and exports,
   * and each question's statistics (counts, no intern): admins and editors, as the catalogue.
   */
  'questions.edit': editors,
  /**
   * Extra time for an intern's timed tests answers that intern's need (often a disability): set on the
   * student's record, which only admins open (operators see ids and states, not people).
   */
  'tests.extra-time': admins,
};
