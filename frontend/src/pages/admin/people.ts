import { t } from '@lingui/core/macro';

/**
 * How the staff screens name a person an operator may not see (the API leaves an intern's e-mail
 * and name and a referrer's name and UPI id out for operators): by their id, in the page's language.
 */
export const internLabel = (studentId: number) => t`Intern #${studentId}`;
export const referrerLabel = (referrerId: number) => t`Referrer #${referrerId}`;
