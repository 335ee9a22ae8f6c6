import { forbidden } from '../errors.ts';
import { editors, policy } from './policy.ts';

/**
 * The catalogue the company runs itself (courses, fees, resources, blog posts) and the question
 * banks: admins and editors edit them; operators and interns cannot. A course's resource links are
 * for its own interns once their enrolment is validated.
 */
export const cataloguePolicies = {
  'catalogue.edit': editors,
  'courses.resources': policy<{ id: number; validated: boolean }>({
    audience: 'student',
    allows: (actor, student) => actor?.kind === 'student' && actor.id === student.id && student.validated,
    refusal: () => forbidden('enrolmentWaiting'),
    ownAccount: true,
  }),
};
