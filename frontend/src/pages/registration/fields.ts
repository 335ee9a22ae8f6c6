import type { ChangeEvent } from 'react';

export const emptyRegistration = {
  name: '',
  email: '',
  college: '',
  phone: '',
  startDate: '',
  endDate: '',
  department: '',
  referralCode: '',
  utr: '',
  password: '',
  confirmPassword: '',
  course: '',
};
export type RegistrationFields = typeof emptyRegistration;

/** The change handler of one field of the form. */
export type Update = (key: keyof RegistrationFields) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
