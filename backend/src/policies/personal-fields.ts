import type { StaffRole } from 'shared/api/admin-accounts';
import { admins, roleMay } from './policy.ts';

/**
 * Who may see people's personal fields on the staff screens: admins. Editors run the catalogue and
 * open no screen about people at all (their audiences hold none of them). Operators keep
 * delivery and jobs running and follow payouts' states; they see ids and states, never an intern's
 * e-mail or name, a referrer's name or UPI id, or a mail's address and subject (the presenters leave
 * those null for them: presenters/mail-log.ts, presenters/payout.ts; a mail's or job's error text is
 * redacted: presenters/job-run.ts).
 */
export const personalFieldPolicies = {
  'personal-fields.read': admins,
};

export const seesPersonalFields = (role: StaffRole) => roleMay(role, personalFieldPolicies['personal-fields.read']);
