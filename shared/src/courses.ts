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

/** The registration options without 'Medical Coding using Optum360 EncoderPro' and 'Data Entry using Microsoft and Docparser'. */
export const extraCourses = [
  'UI/UX Design',
  'Web Development',
  'Front End Development',
  'Back End Development',
  'Full Stack Development',
  'Python Programming',
  'Java Development',
  'Basic React.js',
  'Basic Node.js & Express.js',
  'Embedded Systems and IoT',
  'C# with MVC',
] as const satisfies readonly RegistrationCourse[];
export type ExtraCourseName = (typeof extraCourses)[number];
/** The same type under the name the accounts code uses. */
export type ExtraCourse = ExtraCourseName;
