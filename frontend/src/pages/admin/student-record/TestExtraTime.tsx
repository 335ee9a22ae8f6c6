import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { MAX_TEST_EXTRA_TIME_PERCENT, TEST_EXTRA_TIME_STEP } from 'shared/business';
import { setTestExtraTime } from '../../../api/admin.ts';
import { useServerMutation } from '../../../api/mutation.ts';
import { students } from '../../../api/queries/students.ts';
import { Field } from '../../../components/Field.tsx';
import { FormStatus } from '../../../components/FormStatus.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { answerText } from '../../../i18n/answer-text.ts';
import { sharedText } from '../../../i18n/shared-text.ts';
import { errorMessage, refusedField } from '../../../lib/error-message.ts';
import { RecordSection } from './RecordSection.tsx';

/** A whole percentage in range and on a step, or null: the API's rule (shared/api/test-extra-time.ts), checked before sending. */
function percentOf(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const n = Number(text);
  return n <= MAX_TEST_EXTRA_TIME_PERCENT && n % TEST_EXTRA_TIME_STEP === 0 ? n : null;
}

/**
 * Extra time on the intern's timed tests (WCAG 2.2.1 Timing Adjustable), for staff with
 * 'tests.extra-time': a share of each time limit; a test the intern has open gets it at once. The
 * refusal is shown under the field (the API's, by its field, or the same rule checked here first).
 */
export function TestExtraTime({ studentId, percent }: { studentId: number; percent: number }) {
  const { t } = useLingui();
  const [value, setValue] = useState(String(percent));
  const [checked, setChecked] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const save = useServerMutation(
    async (next: number) => {
      setSaved(answerText(await setTestExtraTime(studentId, next)));
    },
    { invalidates: [students.all] },
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(null);
    const next = percentOf(value);
    setChecked(next === null ? sharedText('testExtraTimeInvalid') : null);
    if (next !== null) void save.run(next);
  };
  const fieldError = checked ?? (refusedField(save.error) === 'percent' ? errorMessage(save.error) : null);
  const otherError = save.error && !fieldError ? errorMessage(save.error) : null;
  return (
    <RecordSection id="record-extra-time" title={t`Extra time on timed tests`}>
      <form className="record-extra-time" onSubmit={submit} noValidate>
        <Field
          label={t`Extra time (per cent of each time limit)`}
          hint={
            <Trans>
              For an intern who needs more time. 50 gives a 20-minute test 30 minutes; 0 takes it back. A test the
              intern has open gets it at once.
            </Trans>
          }
          error={fieldError}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_TEST_EXTRA_TIME_PERCENT}
          step={TEST_EXTRA_TIME_STEP}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
        <SubmitButton className="button button--small" busy={save.pending} busyLabel={t`Saving...`}>
          <Trans>Save extra time</Trans>
        </SubmitButton>
        <FormStatus
          message={saved ? { kind: 'success', text: saved } : otherError ? { kind: 'error', text: otherError } : null}
        />
      </form>
    </RecordSection>
  );
}
