import { editors } from './policy.ts';

/**
 * The catalogue the company runs itself (courses, fees, resources, blog posts) and the question
 * banks: admins and editors edit them; operators and interns cannot.
 */
export const cataloguePolicies = {
  'catalogue.edit': editors,
};
