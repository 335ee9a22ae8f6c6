import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { correctableFields, type CorrectableField } from 'shared/corrections';
import { correctStudent, type AdminStudent } from '../../../api/admin.ts';
import { CourseOptions } from '../../../components/CourseOptions.tsx';
import { Field, SelectField, TextAreaField } from '../../../components/Field.tsx';
import { FormStatus, type FormMessage } from '../../../components/FormStatus.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { useServerMutation } from '../../../api/mutation.ts';
import { useCatalogue } from '../../../api/queries/catalogue.ts';
import { optionsOf } from '../../../catalogue/courses.ts';
import { students } from '../../../api/queries/students.ts';
import { answerText } from '../../../i18n/answer-text.ts';
import { errorMessage, refusedField } from '../../../lib/error-message.ts';
import { fieldLabels } from '../../../i18n/field-labels.ts';
import '../../../components/Field.css';

type Values = Record<CorrectableField, string>;

const inputType: Partial<Record<CorrectableField, string>> = {
  startDate: 'date',
  endDate: 'date',
  email: 'email',
  phone: 'tel',
};

const valuesOf = (s: AdminStudent): Values => ({
  name: s.name,
  college: s.college,
  department: s.department,
  course: s.course,
  startDate: s.startDate,
  endDate: s.endDate,
  phone: s.phone,
  email: s.email,
});

/**
 * An admin corrects a student's details with a reason (POST /api/admin/students/:id/correction):
 * only the fields that differ are sent; documents already issued are re-issued and mailed by the
 * server. The course is one of the published catalogue's registration courses, or the intern's own (a
 * retired course, or one named before the catalogue, stays theirs until changed). Self-contained, so any
 * screen that shows one student can mount it.
 */
export function StudentCorrectionForm({
  student,
  onSaved,
}: {
  student: AdminStudent;
  onSaved: (jobs: string[]) => void;
}) {
  const { t, i18n } = useLingui();
  const label = (f: CorrectableField) => i18n._(fieldLabels[f]);
  const [values, setValues] = useState<Values>(() => valuesOf(student));
  const [reason, setReason] = useState('');
  const [status, setStatus] = useState<FormMessage>(null);
  const original = valuesOf(student);
  const { data: catalogue } = useCatalogue();
  const offered = catalogue ? optionsOf(catalogue, 'registration').map((c) => c.name.en) : [];
  const changed = correctableFields.filter((f) => values[f].trim() !== original[f]);

  const save = useServerMutation(
    async () => {
      const input = Object.fromEntries(changed.map((f) => [f, values[f]]));
      const answer = await correctStudent(student.id, { ...input, reason });
      const has = (handler: string) => answer.jobs.some((j) => j.endsWith(`-${handler}`));
      const reissued = has('reissue-documents')
        ? ` ${t`The issued documents are being made again and mailed to the intern.`}`
        : '';
      // A new e-mail is unproven until its owner uses the link mailed to it.
      const proof = has('mail-email-proof')
        ? ` ${t`A link to confirm the new e-mail address is on its way to it.`}`
        : '';
      setStatus({ kind: 'success', text: `${answerText(answer)}${reissued}${proof}` });
      onSaved(answer.jobs);
    },
    { onError: (err) => setStatus({ kind: 'error', text: errorMessage(err) }), invalidates: [students.all] },
  );
  const badField = refusedField(save.error);
  const fieldError = (f: string) => (badField === f ? errorMessage(save.error) : undefined);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (changed.length === 0) {
      setStatus({ kind: 'error', text: t`Change at least one detail to correct.` });
      return;
    }
    void save.run();
  };
  const set = (f: CorrectableField) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [f]: e.target.value }));

  return (
    <form
      className="stack correction-form"
      onSubmit={submit}
      noValidate
      aria-label={t`Correct the details of ${student.name}`}
    >
      {correctableFields.map((f) =>
        f === 'course' ? (
          <SelectField key={f} label={label(f)} value={values[f]} onChange={set(f)} error={fieldError(f)}>
            {!offered.includes(original.course) && <option value={original.course}>{original.course}</option>}
            <CourseOptions form="registration" />
          </SelectField>
        ) : (
          <Field
            key={f}
            label={label(f)}
            type={inputType[f] ?? 'text'}
            value={values[f]}
            onChange={set(f)}
            error={fieldError(f)}
          />
        ),
      )}
      <TextAreaField
        label={t`Reason for the correction`}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={fieldError('reason')}
        rows={2}
        required
      />
      <FormStatus message={status} />
      <SubmitButton busy={save.pending} className="button">
        <Trans>Save correction</Trans>
      </SubmitButton>
      <p className="muted">
        {changed.length ? t`Changing: ${changed.map(label).join(', ')}.` : t`Nothing changed yet.`}
      </p>
    </form>
  );
}
