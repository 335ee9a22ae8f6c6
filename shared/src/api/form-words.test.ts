import { describe, expect, it } from 'vitest';
import { messageCodeOf, type MessageCode } from '../messages.ts';
import { registrationSchema } from './registrations.ts';

const form = {
  name: 'Meena Sundaram',
  email: 'meena@example.in',
  college: 'PSG College of Technology',
  phone: '9876543210',
  startDate: '2026-06-01',
  endDate: '2026-07-15',
  department: 'Information Technology',
  course: 'Full Stack Development',
  password: 'Kodaikanal#Lake42',
  confirmPassword: 'Kodaikanal#Lake42',
  uploadId: '00000000-0000-4000-8000-000000000000',
  consent: true,
};

/** The code the API answers for the registration's first refusal (the error handler's messageCodeOf). */
function codeOf(overrides: Record<string, unknown>): MessageCode | undefined {
  const result = registrationSchema.safeParse({ ...form, ...overrides });
  if (result.success) throw new Error('the form was accepted');
  return messageCodeOf(result.error.issues[0]!.message);
}

// The words fields.ts builds from a label are shared messages too, so the site can translate them (docs/I18N.md).
describe("the registration form's refusals have codes", () => {
  it.each<[Record<string, unknown>, MessageCode]>([
    [{ name: ' ' }, 'nameMissing'],
    [{ college: '' }, 'collegeMissing'],
    [{ department: '' }, 'departmentMissing'],
    [{ startDate: '2026-02-30' }, 'startDateInvalid'],
    [{ endDate: 'soon' }, 'endDateInvalid'],
    [{ password: '' }, 'passwordMissing'],
    [{ password: 'short', confirmPassword: 'short' }, 'passwordTooShort'],
    [{ password: 'x'.repeat(129) }, 'passwordTooLong'],
    [{ phone: '12' }, 'phoneInvalid'],
    [{ course: 'x'.repeat(201) }, 'courseNotListed'],
    [{ utr: '12' }, 'utrFormat'],
    [{ language: 'fr' }, 'languageUnknown'],
  ])('%o: %s', (overrides, code) => {
    expect(codeOf(overrides)).toBe(code);
  });
});
