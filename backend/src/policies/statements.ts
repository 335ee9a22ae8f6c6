import { admins } from './policy.ts';

/** Bank statements: importing one and validating its matches, admins only. */
export const statementPolicies = {
  'statements.reconcile': admins,
};
