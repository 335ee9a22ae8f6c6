import { useLingui } from '@lingui/react/macro';
import { CourseOptions } from '../../components/CourseOptions.tsx';
import { Field, SelectField } from '../../components/Field.tsx';
import { CollegeField, EmailField, PhoneField } from '../../components/PersonFields.tsx';
import { NewPasswordFields } from '../../components/PasswordField.tsx';
import type { RegistrationFields, Update } from './fields.ts';

/** The intern's details: who, where they study, the course and its dates, a friend's code, a password. */
export function YourDetails({ form, update }: { form: RegistrationFields; update: Update }) {
  const { t } = useLingui();
  return (
    <div className="form-grid">
      <Field
        label={t`Full name`}
        name="name"
        autoComplete="name"
        required
        value={form.name}
        onChange={update('name')}
      />
      <EmailField value={form.email} onChange={update('email')} />
      <CollegeField value={form.college} onChange={update('college')} />
      <PhoneField value={form.phone} onChange={update('phone')} />
      <Field
        label={t`Department`}
        name="department"
        required
        value={form.department}
        onChange={update('department')}
        hint={t`For example: B.E. Computer Science`}
      />
      <SelectField label={t`Course`} name="course" required value={form.course} onChange={update('course')}>
        <option value="" disabled>
          {t`Choose a course`}
        </option>
        <CourseOptions form="registration" />
      </SelectField>
      <Field
        label={t`Valid start date`}
        name="startDate"
        type="date"
        required
        value={form.startDate}
        onChange={update('startDate')}
      />
      <Field
        label={t`Valid end date`}
        name="endDate"
        type="date"
        required
        min={form.startDate || undefined}
        value={form.endDate}
        onChange={update('endDate')}
      />
      <Field
        label={t`Refer code`}
        name="referralCode"
        optional
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        value={form.referralCode}
        onChange={update('referralCode')}
        hint={t`If a friend referred you, enter their code.`}
      />
      <NewPasswordFields
        password={{ label: t`Password`, name: 'password', value: form.password, onChange: update('password') }}
        confirm={{
          id: 'reg-confirm',
          label: t`Confirm password`,
          name: 'confirmPassword',
          value: form.confirmPassword,
          onChange: update('confirmPassword'),
        }}
        hint={t`At least 8 characters.`}
      />
    </div>
  );
}
