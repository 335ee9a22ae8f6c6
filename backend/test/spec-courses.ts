/**
 * The specification's course options (section 5), which the catalogue's seed offers: what a fresh install's
 * registration form lists, in its order, and the extra-course form's (the same without Medical Coding and
 * Data Entry). Test data: the product reads its courses from the published catalogue.
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

/** The registration options, in their order, without the two offered at registration only. */
export const extraCourses = registrationCourses.filter(
  (c) => c !== 'Medical Coding using Optum360 EncoderPro' && c !== 'Data Entry using Microsoft and Docparser',
);
