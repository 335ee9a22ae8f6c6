import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ResourceKind } from 'shared/api/catalogue';
import { testSizes } from 'shared/business';

/**
 * The intern dashboard's fixed content (specification section 2, /dashboard). Its resource links are the intern's
 * course's, from the published catalogue (GET /api/resources); a missing one reads 'Link coming soon'. Its Courses
 * Offered table and Courses We Offer list are the catalogue's too (courses' `dashboard`).
 */

/** The study-material links of the Resources card, in its order, and what each is called there (Videos apart). */
export const resourceLabels: [Exclude<ResourceKind, 'videos'>, MessageDescriptor][] = [
  ['projects', msg`Projects`],
  ['sourceCodes', msg`Basic source codes`],
  ['studyMaterials', msg`Study Materials`],
  ['assignments', msg`Assignments`],
  ['instruction', msg`Instruction`],
];

export interface TestInfo {
  n: 1 | 2 | 3;
  title: MessageDescriptor;
  topics: string;
  compulsory: boolean;
  questions: number;
}
/** Titles and sizes (specification section 2, /test1-3). */
export const tests: TestInfo[] = [
  { n: 1, title: msg`Test 1: Very Easy`, topics: 'HTML, CSS, React', compulsory: true, questions: testSizes[1] },
  { n: 2, title: msg`Test 2: Moderate Level`, topics: 'Node.js, MongoDB', compulsory: false, questions: testSizes[2] },
  { n: 3, title: msg`Test 3: Very Difficult`, topics: 'Figma, UI Design', compulsory: false, questions: testSizes[3] },
];
export const testTitle = (n: number): MessageDescriptor => tests.find((t) => t.n === n)?.title ?? msg`Test ${n}`;

/** What's New; the last item names the referral reward (in rupees, formatted where it is shown). */
export const whatsNew = [
  msg`Finish Test 1 to unlock your test certificate: you can retake it to improve your mark.`,
  msg`Push your project code to GitHub and add the link to your résumé.`,
  msg`Your completion certificate is ready from your internship end date.`,
];
export const whatsNewReferral = (reward: string) =>
  msg`Refer a friend: you earn ${reward} for each friend who enrols and is validated.`;

/**
 * The add modal's 'Pay ₹200' (section 9) while the catalogue is not at hand; with it, the modal asks the chosen
 * course's first extra-course amount and the info page says the highest (catalogue/courses.ts).
 */
export const EXTRA_COURSE_MODAL_FEE = 200;
export const EXTRA_COURSE_TOAST_MS = 5000;
