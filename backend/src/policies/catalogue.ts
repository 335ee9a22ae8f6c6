import { editors, ownValidatedRecord } from './policy.ts';

/**
 * The catalogue the company runs itself (courses, fees, resources, blog posts) and the question
 * banks: admins and editors edit them; operators and interns cannot. A course's resource links are
 * for its own interns once their enrolment is validated.
 */
export const cataloguePolicies = {
  'catalogue.edit': editors,
  'courses.resources': ownValidatedRecord(),
};
