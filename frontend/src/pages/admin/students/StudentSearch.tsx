import { Trans, useLingui } from '@lingui/react/macro';
import type { StudentFilter } from '../../../api/admin.ts';
import '../../../components/Field.css';

/** The search box (name, e-mail, phone or UTR) and the Show filter of the student list. */
export function StudentSearch({
  query,
  onQuery,
  status,
  onStatus,
}: {
  query: string;
  onQuery: (query: string) => void;
  status: StudentFilter;
  onStatus: (status: StudentFilter) => void;
}) {
  const { t } = useLingui();
  return (
    <div className="admin-controls" role="search">
      <div className="field admin-controls__search">
        <label className="field__label" htmlFor="student-search">
          <Trans>Search by name, e-mail, phone or UTR</Trans>
        </label>
        <input
          id="student-search"
          className="field__input"
          type="search"
          value={query}
          onChange={(e) => onQuery(e.target.value)}
          autoComplete="off"
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="student-filter">
          <Trans>Show</Trans>
        </label>
        <select
          id="student-filter"
          className="field__input"
          value={status}
          onChange={(e) => onStatus(e.target.value as StudentFilter)}
        >
          <option value="all">{t`All students`}</option>
          <option value="pending">{t`Waiting for validation`}</option>
          <option value="validated">{t`Validated`}</option>
          <option value="rejected">{t`Payment rejected`}</option>
        </select>
      </div>
    </div>
  );
}
