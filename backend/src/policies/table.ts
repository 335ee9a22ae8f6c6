import { accountPolicies } from './accounts.ts';
import { auditPolicies } from './audit.ts';
import { cataloguePolicies } from './catalogue.ts';
import { correctionPolicies } from './corrections.ts';
import { documentPolicies } from './documents.ts';
import { enrolmentPolicies } from './enrolment.ts';
import { erasurePolicies } from './erasure.ts';
import { extraCoursePolicies } from './extra-courses.ts';
import { jobRunPolicies } from './job-runs.ts';
import { mailPolicies } from './mail.ts';
import { overviewPolicies } from './overview.ts';
import { ownSecurityPolicies } from './own-security.ts';
import { paymentReferencePolicies } from './payment-references.ts';
import { payoutPolicies } from './payouts.ts';
import { personalDataPolicies } from './personal-data.ts';
import { personalFieldPolicies } from './personal-fields.ts';
import type { Policy } from './policy.ts';
import { publicPolicies } from './public.ts';
import { queuePolicies } from './queues.ts';
import { referralPolicies } from './referrals.ts';
import { signInPolicies } from './sign-in.ts';
import { staffAccountPolicies } from './staff-accounts.ts';
import { statementPolicies } from './statements.ts';
import { studentPolicies } from './students.ts';
import { testPolicies } from './tests.ts';
import { uploadPolicies } from './uploads.ts';

/** Every action and its policy: who may do what, one file per resource beside this one. */
export const policies = {
  ...publicPolicies,
  ...signInPolicies,
  ...accountPolicies,
  ...enrolmentPolicies,
  ...documentPolicies,
  ...testPolicies,
  ...extraCoursePolicies,
  ...paymentReferencePolicies,
  ...uploadPolicies,
  ...studentPolicies,
  ...correctionPolicies,
  ...referralPolicies,
  ...erasurePolicies,
  ...personalDataPolicies,
  ...personalFieldPolicies,
  ...jobRunPolicies,
  ...mailPolicies,
  ...overviewPolicies,
  ...payoutPolicies,
  ...statementPolicies,
  ...auditPolicies,
  ...staffAccountPolicies,
  ...ownSecurityPolicies,
  ...queuePolicies,
  ...cataloguePolicies,
};

export type Action = keyof typeof policies;

/** The resource an action's finer rule is about (undefined: none). */
export type ResourceOf<A extends Action> = (typeof policies)[A] extends Policy<infer R> ? R : undefined;
