import { useEffect, useState } from 'react';
import { ApiError, isAbort, NetworkError } from '../../api/client.ts';
import {
  clearReferral,
  listReferrers,
  listStudents,
  validateStudent,
  type AdminReferrer,
  type AdminStudent,
  type StudentFilter,
  type StudentPage,
} from '../../api/admin.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ImageViewer } from '../../components/ImageViewer.tsx';
import { JobList } from '../../components/JobList.tsx';
import { ListStatus } from '../../components/ListStatus.tsx';
import { AdminTable } from '../../components/AdminTable.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { useJobPolling } from '../../hooks/useJobPolling.ts';
import { formatDate } from 'shared/dates';
import { toast } from '../../stores/toast.ts';
import { messages } from 'shared/messages';

export const PAGE_SIZE = 20;
export const SEARCH_DEBOUNCE_MS = 300;

/** The specification's wording for a failed list (section 8). */
export function fetchErrorMessage(err: unknown): string {
  if (err instanceof ApiError) return `Failed to fetch students: ${err.message}`;
  return 'An error occurred while fetching data.';
}

function Flags({ s }: { s: AdminStudent }) {
  const { repeatedUtr, repeatedScreenshot } = s.flags;
  if (!repeatedUtr.length && !repeatedScreenshot.length) return <span className="muted">None</span>;
  return (
    <ul className="flags">
      {repeatedUtr.length > 0 && <li className="flag">UTR also used by #{repeatedUtr.join(', #')}</li>}
      {repeatedScreenshot.length > 0 && <li className="flag">Same screenshot as #{repeatedScreenshot.join(', #')}</li>}
    </ul>
  );
}

function ReferCountTable({ round }: { round: number }) {
  const [state, setState] = useState<{ referrers?: AdminReferrer[]; error?: string }>({});
  useEffect(() => {
    const ctrl = new AbortController();
    listReferrers(ctrl.signal)
      .then(({ referrers }) => setState({ referrers }))
      .catch((err: unknown) => {
        if (!isAbort(err)) setState({ error: 'An error occurred while fetching data.' });
      });
    return () => ctrl.abort();
  }, [round]);
  return (
    <section className="admin-section" aria-labelledby="refer-title">
      <h2 id="refer-title">Refer Count Table</h2>
      <ListStatus loading={!state.referrers} error={state.error} empty={state.referrers?.length === 0} emptyText="No referrers yet." />
      {state.referrers && state.referrers.length > 0 && (
        <AdminTable label="Refer count table" columns={['Name', 'Code', 'E-mail', 'Phone', 'UPI id', 'Validated referrals', 'Amount']}>
          {state.referrers.map((r) => (
            <tr key={r.id}>
              <th scope="row">{r.name}</th>
              <td className="mono">
                {r.code}
                {!r.confirmed && <span className="state state--pending">unconfirmed</span>}
              </td>
              <td>{r.email}</td>
              <td>{r.phone}</td>
              <td>{r.upiId}</td>
              <td>{r.validatedReferrals}</td>
              <td>₹{r.amount}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}

/** The fan-out of one validation, polled live until every job has finished. */
function FanOut({ name, jobs: ids, onDismiss }: { name: string; jobs: string[]; onDismiss: () => void }) {
  const { jobs, done, error } = useJobPolling(ids);
  return (
    <div className="fan-out card-panel" data-testid="fan-out" data-done={done}>
      <div className="fan-out__head">
        <p className="fan-out__title">
          {name} validated{done ? ': all done' : ': working…'}
        </p>
        <button type="button" className="button button--small button--ghost" onClick={onDismiss}>
          Dismiss
        </button>
      </div>
      {ids.length === 0 ? <p className="muted">No background work for this validation.</p> : <JobList ids={ids} jobs={jobs} />}
      {error && <p className="muted">Checking the jobs failed for a moment; still trying.</p>}
    </div>
  );
}

type Pending = { kind: 'validate' | 'clear'; student: AdminStudent } | null;

/** /ab: the student list with validation and refer clearing, and the refer count table. */
export default function StudentListPage() {
  useDocumentTitle('Student List');
  const [query, setQuery] = useState('');
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<StudentFilter>('all');
  const [page, setPage] = useState(1);
  const [round, setRound] = useState(0);
  const key = `${page}|${q}|${status}|${round}`;
  const [answer, setAnswer] = useState<{ key: string; data: StudentPage | null; error: string | null }>({ key: '', data: null, error: null });
  const { data, error } = answer;
  const loading = answer.key !== key;
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const [fanOut, setFanOut] = useState<{ name: string; jobs: string[] } | null>(null);
  const [viewer, setViewer] = useState<AdminStudent | null>(null);

  // The search runs 300 ms after the last key press.
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(query);
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  useEffect(() => {
    const ctrl = new AbortController();
    const thisKey = `${page}|${q}|${status}|${round}`;
    listStudents({ page, pageSize: PAGE_SIZE, q, status }, ctrl.signal)
      .then((list) => setAnswer({ key: thisKey, data: list, error: null }))
      .catch((err: unknown) => {
        if (!isAbort(err)) setAnswer((a) => ({ key: thisKey, data: a.data, error: fetchErrorMessage(err) }));
      });
    return () => ctrl.abort();
  }, [page, q, status, round]);

  // A search is not counted: its pages are known only up to the one being shown.
  const pages = data?.total != null ? Math.max(1, Math.ceil(data.total / data.pageSize)) : null;

  const act = async () => {
    if (!pending) return;
    const { kind, student } = pending;
    setBusy(true);
    setActionError(null);
    try {
      if (kind === 'validate') {
        const answer = await validateStudent(student.id);
        toast.success(messages.studentValidated);
        setFanOut({ name: student.name, jobs: answer.jobs ?? [] });
      } else {
        await clearReferral(student.id);
        toast.success(messages.referCodeCleared);
      }
      setPending(null);
      setRound((r) => r + 1);
    } catch (err) {
      let message = 'An error occurred.';
      if (err instanceof ApiError) message = kind === 'validate' ? `Validation failed: ${err.message}` : `Failed to clear refer: ${err.message}`;
      else if (!(err instanceof NetworkError)) console.error(err);
      setActionError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  const closeConfirm = () => {
    setPending(null);
    setActionError(null);
  };

  return (
    <div className="container section admin-page">
      <h1>Student List</h1>
      {fanOut && <FanOut key={fanOut.jobs.join(',')} name={fanOut.name} jobs={fanOut.jobs} onDismiss={() => setFanOut(null)} />}
      <div className="admin-controls" role="search">
        <div className="field admin-controls__search">
          <label className="field__label" htmlFor="student-search">
            Search by name, e-mail, phone or UTR
          </label>
          <input id="student-search" className="field__input" type="search" value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="student-filter">
            Show
          </label>
          <select
            id="student-filter"
            className="field__input"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as StudentFilter);
              setPage(1);
            }}
          >
            <option value="all">All students</option>
            <option value="pending">Waiting for validation</option>
            <option value="validated">Validated</option>
          </select>
        </div>
      </div>
      <p className="muted" role="status" aria-live="polite">
        {loading ? 'Loading...' : data ? studentCount(data) : ''}
      </p>
      <ListStatus error={error} onRetry={() => setRound((r) => r + 1)} empty={!loading && data?.students.length === 0} emptyText="No students match." />
      {data && data.students.length > 0 && (
        <AdminTable label="Student list" columns={['Intern ID', 'Name', 'Actions', 'Contact', 'College / department', 'Course and dates', 'UTR', 'Refer code', 'Screenshot', 'Flags']}>
          {data.students.map((s) => (
            <tr key={s.id} data-testid="student-row" className={s.flags.repeatedUtr.length || s.flags.repeatedScreenshot.length ? 'is-flagged' : undefined}>
              <td className="mono">{s.internId}</td>
              <th scope="row">{s.name}</th>
              <td>
                <div className="button-row button-row--tight">
                  <button
                    type="button"
                    className={`button button--small${s.validated ? ' button--done' : ''}`}
                    disabled={s.validated}
                    onClick={() => setPending({ kind: 'validate', student: s })}
                  >
                    {s.validated ? 'Validated' : 'Validate'}
                    <span className="visually-hidden"> {s.name}</span>
                  </button>
                  {s.referralCode && (
                    <button type="button" className="button button--small button--ghost" onClick={() => setPending({ kind: 'clear', student: s })}>
                      Clear refer<span className="visually-hidden"> of {s.name}</span>
                    </button>
                  )}
                </div>
              </td>
              <td>
                <a href={`mailto:${s.email}`}>{s.email}</a>
                <br />
                <a href={`tel:${s.phone}`}>{s.phone}</a>
              </td>
              <td>
                {s.college}
                <br />
                <span className="muted">{s.department}</span>
              </td>
              <td>
                {s.course}
                <br />
                <span className="muted">
                  {formatDate(s.startDate)} to {formatDate(s.endDate)}
                </span>
              </td>
              <td className="mono">{s.utr ?? <span className="muted">None</span>}</td>
              <td className="mono">{s.referralCode ?? <span className="muted">None</span>}</td>
              <td>
                {s.screenshotUrl ? (
                  <button type="button" className="button button--small button--ghost" onClick={() => setViewer(s)}>
                    View<span className="visually-hidden"> the payment screenshot of {s.name}</span>
                  </button>
                ) : (
                  <span className="muted">None</span>
                )}
              </td>
              <td>
                <Flags s={s} />
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      {data && (page > 1 || data.more) && (
        <nav className="pager" aria-label="Pages of the student list">
          <button type="button" className="button button--small button--ghost" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Previous
          </button>
          <span aria-current="page">
            {pages ? `Page ${page} of ${pages}` : `Page ${page}`}
          </span>
          <button type="button" className="button button--small button--ghost" disabled={!data.more} onClick={() => setPage((p) => p + 1)}>
            Next
          </button>
        </nav>
      )}

      <ReferCountTable round={round} />

      <ConfirmDialog
        open={pending?.kind === 'validate'}
        title={pending ? `Validate ${pending.student.name}?` : ''}
        confirmLabel="Validate"
        busy={busy}
        onConfirm={() => void act()}
        onClose={closeConfirm}
      >
        {pending && (
          <>
            <p>
              UTR <strong className="mono">{pending.student.utr ?? 'not given'}</strong>, {pending.student.course}. Their offer letter is made and mailed at once.
            </p>
            {(pending.student.flags.repeatedUtr.length > 0 || pending.student.flags.repeatedScreenshot.length > 0) && (
              <div className="notice notice--error">
                <p>Check before validating:</p>
                <Flags s={pending.student} />
              </div>
            )}
          </>
        )}
        {actionError && (
          <p className="notice notice--error" role="alert">
            {actionError}
          </p>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={pending?.kind === 'clear'}
        title={pending ? `Clear the refer code of ${pending.student.name}?` : ''}
        confirmLabel="Clear refer"
        danger
        busy={busy}
        onConfirm={() => void act()}
        onClose={closeConfirm}
      >
        {pending && (
          <p>
            The code <strong className="mono">{pending.student.referralCode}</strong> is removed from this enrolment, and its referrer is no longer paid for it.
          </p>
        )}
        {actionError && (
          <p className="notice notice--error" role="alert">
            {actionError}
          </p>
        )}
      </ConfirmDialog>
      {viewer?.screenshotUrl && (
        <ImageViewer open onClose={() => setViewer(null)} src={viewer.screenshotUrl} alt={`Payment screenshot of ${viewer.name}`} title={`Screenshot: ${viewer.name}`} />
      )}
    </div>
  );
}

function studentCount({ total, more, page, pageSize }: StudentPage): string {
  if (total == null) {
    return more ? `More than ${page * pageSize} students match: add more of the name, e-mail, phone or UTR to narrow it down.` : 'No more matches.';
  }
  return `${total.toLocaleString('en-IN')} student${total === 1 ? '' : 's'}`;
}
