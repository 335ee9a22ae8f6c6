/**
 * How the staff screens name a person an operator may not see (issue 25: the API leaves an intern's
 * e-mail and name and a referrer's name and UPI id out for operators): by their id.
 */
export const internLabel = (studentId: number) => `Intern #${studentId}`;
export const referrerLabel = (referrerId: number) => `Referrer #${referrerId}`;
