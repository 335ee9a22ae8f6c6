import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { AuditFilter } from '../../../api/admin.ts';
import { actionLabels } from './action-labels.ts';
import '../../../components/Field.css';

export const NO_FILTER: AuditFilter = { actor: '', action: '', student: '', from: '', to: '' };

/** The intern id as typed (TNTAIN5, 5) to the student's number the API filters by. */
const studentNumber = (typed: string) => /(\d+)\s*$/.exec(typed)?.[1] ?? typed.trim();

/** The audit log's filters: actor, action, student, a range of days. Apply sets them; Clear drops them. */
export function AuditFilters({
  value,
  actors,
  onApply,
}: {
  value: AuditFilter;
  actors: { value: string; label: string }[];
  onApply: (f: AuditFilter) => void;
}) {
  const { t, i18n } = useLingui();
  const [form, setForm] = useState(value);
  const set = (key: keyof AuditFilter) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply({ ...form, student: form.student ? studentNumber(form.student) : '' });
  };
  return (
    <form className="admin-controls audit-filters" role="search" aria-label={t`Filter the audit log`} onSubmit={submit}>
      <div className="field">
        <label className="field__label" htmlFor="audit-actor">
          <Trans>Actor</Trans>
        </label>
        <select id="audit-actor" className="field__input" value={form.actor} onChange={set('actor')}>
          <option value="">{t`All admins and the system`}</option>
          <option value="system">{t`System`}</option>
          {actors.map((a) => (
            <option key={a.value} value={a.value}>
              {a.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="audit-action">
          <Trans>Action</Trans>
        </label>
        <select id="audit-action" className="field__input" value={form.action} onChange={set('action')}>
          <option value="">{t`All actions`}</option>
          {Object.entries(actionLabels).map(([type, label]) => (
            <option key={type} value={type}>
              {i18n._(label)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="audit-student">
          <Trans>Student (intern ID)</Trans>
        </label>
        <input
          id="audit-student"
          className="field__input"
          value={form.student}
          onChange={set('student')}
          autoComplete="off"
          inputMode="text"
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="audit-from">
          <Trans>From</Trans>
        </label>
        <input id="audit-from" className="field__input" type="date" value={form.from} onChange={set('from')} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="audit-to">
          <Trans>To</Trans>
        </label>
        <input id="audit-to" className="field__input" type="date" value={form.to} onChange={set('to')} />
      </div>
      <div className="button-row">
        <button type="submit" className="button button--small">
          <Trans>Apply</Trans>
        </button>
        <button
          type="button"
          className="button button--small button--ghost"
          onClick={() => {
            setForm(NO_FILTER);
            onApply(NO_FILTER);
          }}
        >
          <Trans>Clear</Trans>
        </button>
      </div>
    </form>
  );
}
