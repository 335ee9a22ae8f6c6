/**
 * The details of an intern's record that an admin may correct and an intern may ask to have
 * corrected, with the words the screens use for them. Pure: the site imports it.
 */
/** The details of a student an admin may correct (and an intern may ask to have corrected). */
export const correctableFields = [
  'name',
  'college',
  'department',
  'course',
  'startDate',
  'endDate',
  'phone',
  'email',
] as const;
export type CorrectableField = (typeof correctableFields)[number];
export const correctableFieldLabels: Record<CorrectableField, string> = {
  name: 'Name',
  college: 'College',
  department: 'Department',
  course: 'Course',
  startDate: 'Start date',
  endDate: 'End date',
  phone: 'Phone',
  email: 'E-mail',
};

export const correctionStatuses = ['open', 'resolved'] as const;
export type CorrectionStatus = (typeof correctionStatuses)[number];
