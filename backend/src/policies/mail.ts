import { operators } from './policy.ts';

/** The mail log and a resend: admins and operators (an operator sees no address: personal-fields.ts). */
export const mailPolicies = {
  'mail.list': operators,
  'mail.resend': operators,
};
