import { Field, SelectField } from '../../components/Field.tsx';
import { NewPasswordFields } from '../../components/PasswordField.tsx';
import { registrationCourses } from '../../content/courses.ts';
import type { RegistrationFields, Update } from './fields.ts';

/** The intern's details: who, where they study, the course and its dates, a friend's code, a password. */
export function YourDetails({ form, update }: { form: RegistrationFields; update: Update }) {
  return (
    <div className="form-grid">
      <Field label="Full name" name="name" autoComplete="name" required value={form.name} onChange={update('name')} />
      <Field label="E-mail" name="email" type="email" autoComplete="email" required value={form.email} onChange={update('email')} />
      <Field label="College" name="college" autoComplete="organization" required value={form.college} onChange={update('college')} />
      <Field label="Phone number" name="phone" type="tel" inputMode="tel" autoComplete="tel" required value={form.phone} onChange={update('phone')} />
      <Field label="Department" name="department" required value={form.department} onChange={update('department')} hint="For example: B.E. Computer Science" />
      <SelectField label="Course" name="course" required value={form.course} onChange={update('course')}>
        <option value="" disabled>
          Choose a course
        </option>
        {registrationCourses.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </SelectField>
      <Field label="Valid start date" name="startDate" type="date" required value={form.startDate} onChange={update('startDate')} />
      <Field label="Valid end date" name="endDate" type="date" required min={form.startDate || undefined} value={form.endDate} onChange={update('endDate')} />
      <Field
        label="Refer code"
        name="referralCode"
        optional
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        value={form.referralCode}
        onChange={update('referralCode')}
        hint="If a friend referred you, enter their code."
      />
      <NewPasswordFields
        password={{ label: 'Password', name: 'password', value: form.password, onChange: update('password') }}
        confirm={{ id: 'reg-confirm', label: 'Confirm password', name: 'confirmPassword', value: form.confirmPassword, onChange: update('confirmPassword') }}
        hint="At least 8 characters."
      />
    </div>
  );
}
