import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AuditFilter } from '../../../api/admin.ts';
import { useServerQuery } from '../../../api/query.ts';
import { ListStatus } from '../../../components/ListStatus.tsx';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { listFailure } from '../failures.ts';
import { AuditFilters, NO_FILTER } from './AuditFilters.tsx';
import { AuditTable } from './AuditTable.tsx';
import '../admin.css';
import '../students/StudentListPage.css';
import './AuditLogPage.css';
import { staff } from '../../../api/queries/staff.ts';

const KEYS = Object.keys(NO_FILTER) as (keyof AuditFilter)[];

/**
 * /admin/audit: every admin's and the system's action, newest first, filtered by actor, action,
 * student and days (kept in the address, so a student's link and Back work), a page at a time.
 */
export default function AuditLogPage() {
  const { t } = useLingui();
  const f = useFormat();
  useDocumentTitle(t`Audit log`);
  const [params, setParams] = useSearchParams();
  const filter = Object.fromEntries(KEYS.map((k) => [k, params.get(k) ?? ''])) as unknown as AuditFilter;
  const filterKey = KEYS.map((k) => filter[k]).join('|');
  // The markers of the pages shown so far: the last is the current page's (null: the newest).
  const [pages, setPages] = useState<{ key: string; before: (number | null)[] }>({ key: filterKey, before: [null] });
  const before = pages.key === filterKey ? pages.before : [null];
  const current = before.at(-1) ?? null;
  const pageNo = f.number(before.length);
  const { data, isFetching: loading, error, refetch } = useServerQuery(staff.audit(filter, current));

  const apply = (next: AuditFilter) => {
    setParams(Object.fromEntries(KEYS.filter((k) => next[k] !== '').map((k) => [k, next[k]])));
  };

  return (
    <div className="container section admin-page">
      <h1>
        <Trans>Audit log</Trans>
      </h1>
      <p className="muted">
        <Trans>Every action of an admin or the system, newest first.</Trans>
      </p>
      <AuditFilters key={filterKey} value={filter} actors={data?.actors ?? []} onApply={apply} />
      <p className="muted" role="status" aria-live="polite">
        {loading ? (
          t`Loading...`
        ) : data ? (
          <Plural value={data.entries.length} one={`Page ${pageNo}: # entry`} other={`Page ${pageNo}: # entries`} />
        ) : (
          ''
        )}
      </p>
      <ListStatus
        error={error ? listFailure(error, t`the audit log`) : null}
        onRetry={() => void refetch()}
        empty={!loading && data?.entries.length === 0}
        emptyText={t`No actions match.`}
      />
      {data && data.entries.length > 0 && <AuditTable entries={data.entries} />}
      {data && (before.length > 1 || data.next !== null) && (
        <nav className="pager" aria-label={t`Pages of the audit log`}>
          <button
            type="button"
            className="button button--small button--ghost"
            disabled={before.length <= 1}
            onClick={() => setPages({ key: filterKey, before: before.slice(0, -1) })}
          >
            <Trans>Newer</Trans>
          </button>
          <span aria-current="page">
            <Trans>Page {pageNo}</Trans>
          </span>
          <button
            type="button"
            className="button button--small button--ghost"
            disabled={data.next === null}
            onClick={() => setPages({ key: filterKey, before: [...before, data.next] })}
          >
            <Trans>Older</Trans>
          </button>
        </nav>
      )}
    </div>
  );
}
