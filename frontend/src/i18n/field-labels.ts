import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CorrectableField } from 'shared/corrections';

/** The details an intern may ask to correct and an admin corrects, in the page's language (shared/corrections.ts names them in English). */
export const fieldLabels: Record<CorrectableField, MessageDescriptor> = {
  name: msg`Name`,
  college: msg`College`,
  department: msg`Department`,
  course: msg`Course`,
  startDate: msg`Start date`,
  endDate: msg`End date`,
  phone: msg`Phone`,
  email: msg`E-mail`,
};
