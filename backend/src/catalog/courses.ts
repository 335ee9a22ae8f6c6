/**
 * The course lists of the specification (section 5), in the order the forms show them. Registration
 * offers all 13; the extra-course form offers the same list without Medical Coding and Data Entry.
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

const notExtra: readonly RegistrationCourse[] = ['Medical Coding using Optum360 EncoderPro', 'Data Entry using Microsoft and Docparser'];

export const extraCourses = registrationCourses.filter((c) => !notExtra.includes(c)) as Exclude<
  RegistrationCourse,
  'Medical Coding using Optum360 EncoderPro' | 'Data Entry using Microsoft and Docparser'
>[];
export type ExtraCourse = (typeof extraCourses)[number];
