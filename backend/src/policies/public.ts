import { anyone } from './policy.ts';

/**
 * Routes open to everyone, signed in or not: the public pages' reads, registration, contact, the
 * login itself, and the mailed links whose token is the proof (a refer-and-earn confirmation, a
 * password reset, an invitation, a data export). Each names this policy, so "public" is a decision.
 */
export const publicPolicies = {
  public: anyone,
};
