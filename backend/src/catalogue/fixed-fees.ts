import type { Fee } from 'shared/api/catalogue';
import { extraCourses, registrationCourses } from 'shared/courses';
import { EXTRA_COURSE_FEES_RUPEES, REGISTRATION_FEE_RUPEES } from 'shared/payments';
import { acceptedFee, type FeeSource } from './fee-source.ts';

/** A course as a fixed fee source knows it: where it is offered, and its fee history. */
export interface FixedCourseFees {
  name: string;
  offered: { registration: boolean; extra: boolean };
  fees: Fee[];
}

/**
 * A fee source over a fixed list of courses (the courses' names compared as written): the stand-in until
 * the catalogue's published store is wired in, and the tests' own fee histories.
 */
export function fixedFeeSource(courses: readonly FixedCourseFees[]): FeeSource {
  const byName = new Map(courses.map((course) => [course.name, course]));
  return {
    feeFor(courseName, kind, shown, now) {
      const course = byName.get(courseName);
      if (!course?.offered[kind === 'registration' ? 'registration' : 'extra']) return undefined;
      return acceptedFee(course.fees, kind, shown, now);
    },
  };
}

/** The seed's fee, from the catalogue's first day: ₹499 (struck ₹799), an extra course ₹200 or ₹350. */
export const SEED_FEE: Fee = {
  from: '2025-01-01T00:00:00+05:30',
  registration: REGISTRATION_FEE_RUPEES,
  struck: 799,
  extra: [...EXTRA_COURSE_FEES_RUPEES],
};

/** The specification's courses at the seed's fee: what registrations store until the catalogue's store replaces it. */
export const seedFeeSource = fixedFeeSource(
  registrationCourses.map((name) => ({
    name,
    offered: { registration: true, extra: (extraCourses as readonly string[]).includes(name) },
    fees: [SEED_FEE],
  })),
);
