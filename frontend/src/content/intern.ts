import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { testSizes } from 'shared/business';

/**
 * The intern dashboard's fixed content (specification section 2, /dashboard) and the names of the
 * resource links it reads from the site configuration (RESOURCE_LINKS, a JSON object name -> URL):
 *   "Projects", "Basic source codes", "Study Materials", "Assignments", "Instruction",
 *   "Assignment 1 upload", "Assignment 2 upload", "Extra course form".
 * Names are matched without regard to case.
 */

export const resourceNames = [
  'Projects',
  'Basic source codes',
  'Study Materials',
  'Assignments',
  'Instruction',
] as const;
/** What each resource is called on the dashboard (its name above stays the configuration's key). */
export const resourceLabels: Record<(typeof resourceNames)[number], MessageDescriptor> = {
  Projects: msg`Projects`,
  'Basic source codes': msg`Basic source codes`,
  'Study Materials': msg`Study Materials`,
  Assignments: msg`Assignments`,
  Instruction: msg`Instruction`,
};
export const assignmentUploads = [
  { key: 'Assignment 1 upload', label: msg`Upload assignment 1` },
  { key: 'Assignment 2 upload', label: msg`Upload assignment 2` },
] as const;
export const EXTRA_COURSE_FORM = 'Extra course form';

export function resourceLink(links: Record<string, string>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  const hit = Object.entries(links).find(([k]) => k.trim().toLowerCase() === wanted);
  return hit && /^https?:\/\//i.test(hit[1]) ? hit[1] : undefined;
}

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

/** The Courses Offered table: each row leads to /extranotify. */
export const coursesOffered = [
  { name: 'Frontend', covers: msg`HTML, CSS, JavaScript, React` },
  { name: 'Backend', covers: msg`Node.js, Express, MongoDB, REST APIs` },
  { name: 'UI/UX', covers: msg`Design thinking, Figma, prototyping` },
];

/** What's New; the last item names the referral reward (in rupees, formatted where it is shown). */
export const whatsNew = [
  msg`Finish Test 1 to unlock your test certificate: you can retake it to improve your mark.`,
  msg`Push your project code to GitHub and add the link to your résumé.`,
  msg`Your completion certificate is ready from your internship end date.`,
];
export const whatsNewReferral = (reward: string) =>
  msg`Refer a friend: you earn ${reward} for each friend who enrols and is validated.`;

/** Course names, taught in English: they stay in Latin letters in every language. */
export const coursesWeOffer = [
  'UI/UX Design',
  'Full Stack Development',
  'Front-End Development',
  'Back-End Development',
  'Embedded Systems and IoT',
  'Java and C Programming',
  'Data Entry using MS Excel',
  'Medical Coding',
];

/** The extra course's prices: 350 rupees on the info page, 'Pay ₹200' in the add modal (section 9). */
export const EXTRA_COURSE_INFO_FEE = 350;
export const EXTRA_COURSE_MODAL_FEE = 200;
export const EXTRA_COURSE_TOAST_MS = 5000;
