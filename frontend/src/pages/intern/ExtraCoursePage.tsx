import { useEffect, useState } from 'react';
import { ApiError, isAbort, NetworkError } from '../../api/client.ts';
import { documentDownloadUrl, getExtraCourses, type DocumentKind, type ExtraCourse } from '../../api/intern.ts';
import { ListStatus } from '../../components/ListStatus.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { TableScroll } from '../../components/TableScroll.tsx';
import { EXTRA_COURSE_TOAST_MS } from '../../content/intern.ts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { useDocuments } from '../../hooks/useDocuments.ts';
import { formatDate } from 'shared/dates';
import { documentFileName } from 'shared/documents';
import { downloadFile } from '../../lib/download.ts';
import { useSession } from '../../stores/session.ts';
import { toast } from '../../stores/toast.ts';
import { ExtraCourseModal } from './ExtraCourseModal.tsx';
import { certificateNotYet, messages } from 'shared/messages';

type Load = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; courses: ExtraCourse[] };

const toastInfo = (message: string) => toast.info(message, EXTRA_COURSE_TOAST_MS);

/** Offer-letter and certificate downloads of one validated extra course. */
function Downloads({ course, name, documents }: { course: ExtraCourse; name: string; documents: ReturnType<typeof useDocuments> }) {
  const [busy, setBusy] = useState<DocumentKind | null>(null);
  // Available from the course's end date, as the server's document list says.
  const certificate = documents.find('extra-certificate', course.id);
  const certLocked = !certificate || certificate.status === 'not-available';

  const get = async (kind: 'extra-offer-letter' | 'extra-certificate') => {
    const doc = documents.find(kind, course.id);
    if (kind === 'extra-certificate' && certLocked) {
      toastInfo(certificateNotYet(certificate?.availableOn ?? course.endDate));
      return;
    }
    if (doc && doc.status === 'pending') {
      toastInfo(messages.documentBeingPrepared);
      documents.reload();
      return;
    }
    setBusy(kind);
    try {
      await downloadFile(documentDownloadUrl(kind, course.id), documentFileName(kind, name).utf8);
    } catch (err) {
      if (isAbort(err)) return;
      toast.error(err instanceof ApiError ? err.message : 'The download failed. Please check your connection and try again.', EXTRA_COURSE_TOAST_MS);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="button-row button-row--tight">
      <button type="button" className="button button--small" onClick={() => void get('extra-offer-letter')} disabled={busy !== null}>
        {busy === 'extra-offer-letter' ? 'Loading...' : 'Offer letter'}
        <span className="visually-hidden"> for {course.course}</span>
      </button>
      <button
        type="button"
        className={`button button--small ${certLocked ? 'button--locked' : 'button--success'}`}
        aria-disabled={certLocked}
        onClick={() => void get('extra-certificate')}
        disabled={busy !== null}
      >
        {busy === 'extra-certificate' ? 'Loading...' : 'Certificate'}
        <span className="visually-hidden"> for {course.course}</span>
      </button>
    </div>
  );
}

function Pending() {
  return <span className="state state--pending">Verification Pending</span>;
}

/** /extracourse: the intern's extra courses (a table on desktop, cards on phones) and 'Add Extra Course'. */
export default function ExtraCoursePage() {
  useDocumentTitle('Extra courses');
  const user = useSession((s) => s.user);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const [open, setOpen] = useState(false);
  const documents = useDocuments();

  useEffect(() => {
    toastInfo('Download the certificate on a desktop for a better view');
  }, []);

  useEffect(() => {
    const ctrl = new AbortController();
    getExtraCourses(ctrl.signal)
      .then(({ extraCourses }) => setLoad({ state: 'ready', courses: extraCourses }))
      .catch((err: unknown) => {
        if (isAbort(err)) return;
        setLoad({
          state: 'error',
          message: err instanceof NetworkError ? 'We could not reach the server. Please check your connection.' : err instanceof ApiError ? err.message : String(err),
        });
      });
    return () => ctrl.abort();
  }, [round]);

  if (!user || user.role !== 'student') return <PageLoading />;
  const courses = load.state === 'ready' ? load.courses : [];

  return (
    <section className="container section extra-page" aria-labelledby="extra-title">
      <div className="extra-page__head">
        <h1 id="extra-title">Registered Extra Courses ({courses.length})</h1>
        <button type="button" className="button" onClick={() => setOpen(true)}>
          Add Extra Course
        </button>
      </div>
      <ListStatus
        loading={load.state === 'loading'}
        loadingText="Loading courses..."
        error={load.state === 'error' ? load.message : null}
        onRetry={() => setRound((r) => r + 1)}
        empty={load.state === 'ready' && courses.length === 0}
        emptyText={<>You have not added an extra course yet. Choose &lsquo;Add Extra Course&rsquo; to enrol in one more.</>}
      />
      {courses.length > 0 && (
        <>
          <TableScroll label="Registered extra courses" className="extra-table">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Course</th>
                  <th scope="col">Start</th>
                  <th scope="col">End</th>
                  <th scope="col">College</th>
                  <th scope="col">Transaction</th>
                  <th scope="col">Status / downloads</th>
                </tr>
              </thead>
              <tbody>
                {courses.map((c) => (
                  <tr key={c.id} data-testid="extra-row">
                    <th scope="row">{c.course}</th>
                    <td>{formatDate(c.startDate)}</td>
                    <td>{formatDate(c.endDate)}</td>
                    <td>{c.college}</td>
                    <td>{c.transaction}</td>
                    <td>{c.validated ? <Downloads course={c} name={user.name} documents={documents} /> : <Pending />}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <ul className="extra-cards">
            {courses.map((c) => (
              <li key={c.id} className="extra-card">
                <h2 className="extra-card__title">{c.course}</h2>
                <dl className="extra-card__list">
                  <div>
                    <dt>Dates</dt>
                    <dd>
                      {formatDate(c.startDate)} to {formatDate(c.endDate)}
                    </dd>
                  </div>
                  <div>
                    <dt>College</dt>
                    <dd>{c.college}</dd>
                  </div>
                  <div>
                    <dt>Transaction</dt>
                    <dd>{c.transaction}</dd>
                  </div>
                </dl>
                {c.validated ? <Downloads course={c} name={user.name} documents={documents} /> : <Pending />}
              </li>
            ))}
          </ul>
        </>
      )}
      <ExtraCourseModal open={open} onClose={() => setOpen(false)} defaults={{ college: user.college, email: user.email }} />
    </section>
  );
}
