import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { t as tNow } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  clearReferral,
  rejectStudentPayment,
  sendPasswordResetLink,
  studentsCsvUrl,
  validateStudent,
  type AdminStudent,
  type StudentFilter,
  type StudentPage,
} from '../../../api/admin.ts';
import { students } from '../../../api/queries/students.ts';
import { invalidate, useServerQuery } from '../../../api/query.ts';
import { ImageViewer } from '../../../components/ImageViewer.tsx';
import { ListStatus } from '../../../components/ListStatus.tsx';
import { useServerMutation } from '../../../api/mutation.ts';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts';
import { sharedText } from '../../../i18n/shared-text.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { toast } from '../../../stores/toast.ts';
import { actionFailure, listFailure } from '../failures.ts';
import { FanOut } from './FanOut.tsx';
import { CorrectionRequests } from './CorrectionRequests.tsx';
import { ErasureRequests } from './ErasureRequests.tsx';
import { ReferCountTable } from './ReferCountTable.tsx';
import { StudentDialogs } from './StudentDialogs.tsx';
import { RejectDialog } from '../RejectDialog.tsx';
import { CorrectionDialog } from './CorrectionDialog.tsx';
import { StudentSearch } from './StudentSearch.tsx';
import { StudentTable, type StudentAction } from './StudentTable.tsx';
import '../admin.css';
import './StudentListPage.css';

const PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 300;
const FILTERS: readonly StudentFilter[] = ['all', 'pending', 'validated', 'rejected'];

/** Section 8, admin student list: 'Validation failed: {message}', 'Failed to clear refer: {message}', else 'An error occurred.'. */
const failedAction = (err: unknown, { kind }: StudentAction) =>
  actionFailure(err, (m) =>
    kind === 'validate'
      ? tNow`Validation failed: ${m}`
      : kind === 'reset'
        ? tNow`Failed to send the reset link: ${m}`
        : tNow`Failed to clear refer: ${m}`,
  );

/** /ab: the student list with validation and refer clearing, and the refer count table. */
export default function StudentListPage() {
  const { t } = useLingui();
  const f = useFormat();
  useDocumentTitle(t`Student List`);
  const [query, setQuery] = useState('');
  const [q, setQ] = useState('');
  // The Show filter is the address's ?status= (the overview links to each list).
  const [params, setParams] = useSearchParams();
  const status = FILTERS.find((f) => f === params.get('status')) ?? 'all';
  const setStatus = (next: StudentFilter) =>
    setParams(
      (p) => {
        if (next === 'all') p.delete('status');
        else p.set('status', next);
        return p;
      },
      { replace: true },
    );
  const [page, setPage] = useState(1);
  const list = useServerQuery(students.list({ page, pageSize: PAGE_SIZE, q, status }));
  const { data, isFetching: loading } = list;
  const [pending, setPending] = useState<StudentAction | null>(null);
  const [fanOut, setFanOut] = useState<{ name: string; jobs: string[] } | null>(null);
  const [viewer, setViewer] = useState<AdminStudent | null>(null);
  const [correcting, setCorrecting] = useState<AdminStudent | null>(null);

  const act = useServerMutation(
    async ({ kind, student }: StudentAction) => {
      if (kind === 'validate') {
        const answer = await validateStudent(student.id);
        toast.success(sharedText('studentValidated'));
        setFanOut({ name: student.name, jobs: answer.jobs ?? [] });
      } else if (kind === 'reset') {
        toast.success((await sendPasswordResetLink(student.id)).message);
      } else {
        await clearReferral(student.id);
        toast.success(sharedText('referCodeCleared'));
      }
      setPending(null);
    },
    // Each change the admin makes reads the list, the requests and the refer counts again.
    { onError: (err, action) => toast.error(failedAction(err, action)), invalidates: [students.all] },
  );

  // The search runs 300 ms after the last key press.
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(query);
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  // A search is not counted: its pages are known only up to the one being shown.
  const pages = data?.total != null ? Math.max(1, Math.ceil(data.total / data.pageSize)) : null;

  return (
    <div className="container section admin-page">
      <h1>
        <Trans>Student List</Trans>
      </h1>
      {fanOut && (
        <FanOut key={fanOut.jobs.join(',')} name={fanOut.name} jobs={fanOut.jobs} onDismiss={() => setFanOut(null)} />
      )}
      <StudentSearch
        query={query}
        onQuery={setQuery}
        status={status}
        onStatus={(s) => {
          setStatus(s);
          setPage(1);
        }}
      />
      <div className="student-count">
        <p className="muted" role="status" aria-live="polite">
          {loading ? t`Loading...` : data ? <StudentCount page={data} /> : ''}
        </p>
        {/* The browser saves the file as it streams in: 100,000 rows never sit in the page's memory. */}
        <a className="button button--small button--ghost" href={studentsCsvUrl({ q, status })} download>
          <Trans>
            Export CSV<span className="visually-hidden"> of the students shown by this search and filter</span>
          </Trans>
        </a>
      </div>
      <ListStatus
        error={list.error ? listFailure(list.error, t`students`) : null}
        onRetry={() => invalidate(students.all)}
        empty={!loading && data?.students.length === 0}
        emptyText={t`No students match.`}
      />
      {data && data.students.length > 0 && (
        <StudentTable students={data.students} onAction={setPending} onView={setViewer} onCorrect={setCorrecting} />
      )}
      {data && (page > 1 || data.more) && (
        <nav className="pager" aria-label={t`Pages of the student list`}>
          <button
            type="button"
            className="button button--small button--ghost"
            disabled={page <= 1}
            onClick={() => setPage((p) => p - 1)}
          >
            <Trans>Previous</Trans>
          </button>
          <span aria-current="page">
            {pages ? t`Page ${f.number(page)} of ${f.number(pages)}` : t`Page ${f.number(page)}`}
          </span>
          <button
            type="button"
            className="button button--small button--ghost"
            disabled={!data.more}
            onClick={() => setPage((p) => p + 1)}
          >
            <Trans>Next</Trans>
          </button>
        </nav>
      )}

      <CorrectionRequests onSearch={setQuery} />
      <ErasureRequests />
      <ReferCountTable />

      <StudentDialogs
        pending={pending}
        busy={act.pending}
        error={act.error && pending ? failedAction(act.error, pending) : null}
        onConfirm={(action) => void act.run(action)}
        onClose={() => {
          setPending(null);
          act.clearError();
        }}
      />
      {pending?.kind === 'reject' && (
        <RejectDialog
          subject={pending.student.name}
          onReject={(body) => rejectStudentPayment(pending.student.id, body)}
          invalidates={[students.all]}
          onDone={() => setPending(null)}
          onClose={() => setPending(null)}
        />
      )}
      {correcting && <CorrectionDialog student={correcting} onClose={() => setCorrecting(null)} />}
      {viewer?.screenshotUrl && (
        <ImageViewer
          open
          onClose={() => setViewer(null)}
          src={viewer.screenshotUrl}
          alt={t`Payment screenshot of ${viewer.name}`}
          title={t`Screenshot: ${viewer.name}`}
        />
      )}
    </div>
  );
}

/** How many students the search found; a search is counted only up to the page shown. */
function StudentCount({ page: { total, more, page, pageSize } }: { page: StudentPage }) {
  const f = useFormat();
  if (total == null) {
    const shown = f.number(page * pageSize);
    return more ? (
      <Trans>More than {shown} students match: add more of the name, e-mail, phone or UTR to narrow it down.</Trans>
    ) : (
      <Trans>No more matches.</Trans>
    );
  }
  const count = f.number(total);
  return <Plural value={total} one={`${count} student`} other={`${count} students`} />;
}
