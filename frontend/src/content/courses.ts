// The course lists are the server's own (pure data, bundled by Vite), so a form can never offer a course the API
// refuses. The public pages and the intern's forms read the published catalogue instead (api/queries/catalogue.ts).
export { registrationCourses, extraCourses } from 'shared/courses';

/** The date every course card says it was updated ('Updated 09/07/25'), as the specification writes it. */
export const UPDATED_ON = '09/07/25';
