/**
 * The course options of the specification (section 5). The registration form offers all thirteen;
 * the extra-course form offers the same list without Medical Coding and Data Entry.
 */
export const registrationCourses = [
  'UI/UX Design',
  'Web Development',
  'Front End Development',
  'Back End Development',
  'Full Stack Development',
  'Python Programming',
  'Java Development',
  'Basic React.js',
  'Medical Coding using Optum360 EncoderPro',
  'Basic Node.js & Express.js',
  'Data Entry using Microsoft and Docparser',
  'Embedded Systems and IoT',
  'C# with MVC',
] as const;
export type RegistrationCourse = (typeof registrationCourses)[number];

/** Offered at registration only, never as an extra course. */
const registrationOnly = [
  'Medical Coding using Optum360 EncoderPro',
  'Data Entry using Microsoft and Docparser',
] as const;
export type ExtraCourseName = Exclude<RegistrationCourse, (typeof registrationOnly)[number]>;
const isExtraCourse = (c: RegistrationCourse): c is ExtraCourseName =>
  !(registrationOnly as readonly string[]).includes(c);

/** The registration options, in their order, without the two above. */
export const extraCourses: readonly ExtraCourseName[] = registrationCourses.filter(isExtraCourse);
/** The same type under the name the accounts code uses. */
export type ExtraCourse = ExtraCourseName;
