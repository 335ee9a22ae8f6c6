import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { ApiError, isAbort, NetworkError } from '../../api/client.ts';
import { documentDownloadUrl, type DocumentKind } from '../../api/intern.ts';
import type { StudentUser } from '../../api/types.ts';
import { JobList } from '../../components/JobList.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { useDocuments } from '../../hooks/useDocuments.ts';
import { documentFileName } from 'shared/documents';
import { formatDate } from 'shared/dates';
import { downloadFile } from '../../lib/download.ts';
import { useSession } from '../../stores/session.ts';

type MainKind = Extract<DocumentKind, 'offer-letter' | 'completion-certificate' | 'test-certificate'>;

export const documentInfo: Record<MainKind, { title: string; delayMs: number }> = {
  'offer-letter': { title: 'Offer Letter', delayMs: 0 },
  'completion-certificate': { title: 'Certificate of Internship Completion', delayMs: 0 },
  // The specification downloads the test certificate about 0.8 s after load.
  'test-certificate': { title: 'Test Certificate', delayMs: 800 },
};

type Download = { state: 'idle' } | { state: 'busy' } | { state: 'done'; url: string } | { state: 'error'; message: string };

function Preview({ kind, user, certificateNumber, issuedOn }: { kind: MainKind; user: StudentUser; certificateNumber?: string; issuedOn?: string }) {
  const info = documentInfo[kind];
  return (
    <article className={`doc-preview doc-preview--${kind === 'offer-letter' ? 'portrait' : 'landscape'}`} aria-label={`${info.title} preview`}>
      <p className="doc-preview__eyebrow">{info.title}</p>
      <p className="doc-preview__lead">{kind === 'offer-letter' ? 'This letter is issued to' : 'This is to certify that'}</p>
      <p className="doc-preview__name" data-testid="preview-name">
        {user.name || 'User'}
      </p>
      <p>
        of <strong>{user.college}</strong>
      </p>
      {kind === 'test-certificate' ? (
        <p>
          scored <strong>{user.testMark ?? '–'} out of 25</strong> in Test 1 (HTML, CSS, React).
        </p>
      ) : (
        <p>
          {kind === 'offer-letter' ? 'has been offered an internship in ' : 'has completed an internship in '}
          <strong>{user.course}</strong> from {formatDate(user.startDate)} to {formatDate(user.endDate)} ({user.durationDays} days).
        </p>
      )}
      <dl className="doc-preview__meta">
        {certificateNumber && (
          <div>
            <dt>Certificate number</dt>
            <dd>{certificateNumber}</dd>
          </div>
        )}
        {issuedOn && (
          <div>
            <dt>Issued on</dt>
            <dd>{formatDate(issuedOn)}</dd>
          </div>
        )}
      </dl>
    </article>
  );
}

/**
 * /letter, /certificate, /certificatetest: a preview card and the automatic download of the PDF the
 * server made (fetch -> Blob -> <a download>), waiting on its job while it is being made.
 */
export function DocumentPage({ kind }: { kind: MainKind }) {
  const info = documentInfo[kind];
  useDocumentTitle(info.title);
  const user = useSession((s) => s.user);
  const { documents, error, find, jobs, reload } = useDocuments();
  const [download, setDownload] = useState<Download>({ state: 'idle' });
  const started = useRef(false);
  const objectUrl = useRef<string | null>(null);
  const ctrl = useRef<AbortController | null>(null);

  const student = user?.role === 'student' ? user : null;
  const doc = find(kind);
  const fileName = documentFileName(kind, student?.name).utf8;

  const run = useCallback(async () => {
    ctrl.current?.abort();
    const c = new AbortController();
    ctrl.current = c;
    setDownload({ state: 'busy' });
    try {
      const blob = await downloadFile(documentDownloadUrl(kind), fileName, c.signal);
      if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
      objectUrl.current = URL.createObjectURL(blob);
      setDownload({ state: 'done', url: objectUrl.current });
    } catch (err) {
      if (isAbort(err)) return;
      const message =
        err instanceof NetworkError ? 'The download stopped: please check your connection.' : err instanceof ApiError ? err.message : 'The download failed.';
      setDownload({ state: 'error', message });
    }
  }, [kind, fileName]);

  // Download once, as soon as the document is ready.
  const ready = doc?.status === 'ready';
  useEffect(() => {
    if (!ready || started.current) return;
    started.current = true;
    const timer = setTimeout(() => void run(), info.delayMs);
    return () => clearTimeout(timer);
  }, [ready, run, info.delayMs]);

  useEffect(
    () => () => {
      ctrl.current?.abort();
      if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    },
    [],
  );

  if (!student) return <PageLoading />;
  // The specification's redirects (section 4): a certificate not available yet (before the end date,
  // or without a test mark), as the server says.
  if (kind !== 'offer-letter' && doc?.status === 'not-available') return <Navigate to="/home" replace />;

  const tryAgain = () => {
    started.current = false;
    setDownload({ state: 'idle' });
    reload();
  };

  const missing = !student.name || !student.course || !student.college;
  let status: React.ReactNode;
  if (error) status = <p className="notice notice--error">We could not check your documents.</p>;
  else if (!documents) status = <p className="muted">Checking your document…</p>;
  else if (!doc) status = <p className="notice notice--error">This document is not available for your account.</p>;
  else if (doc.status === 'not-available')
    status = (
      <p className="notice">
        {kind === 'offer-letter' ? 'Your offer letter is made when your enrolment is confirmed.' : `Available on ${formatDate(doc.availableOn)}.`}
      </p>
    );
  else if (doc.status === 'pending')
    status = (
      <>
        <p>Your {info.title.toLowerCase()} is being prepared. The download starts by itself when it is ready.</p>
        {doc.jobId && <JobList ids={[doc.jobId]} jobs={jobs.filter((j) => j.id === doc.jobId)} />}
      </>
    );
  else if (doc.status === 'failed') status = <p className="notice notice--error">We could not make this document yet; we are retrying.</p>;
  else if (download.state === 'busy' || download.state === 'idle') status = <p>Downloading {fileName}…</p>;
  else if (download.state === 'done')
    status = (
      <p className="notice notice--success">
        Downloaded {fileName}. If nothing was saved,{' '}
        <a href={download.url} target="_blank" rel="noopener">
          open the PDF
        </a>{' '}
        or{' '}
        <a href={documentDownloadUrl(kind)} download={fileName}>
          download it directly
        </a>
        .
      </p>
    );
  else status = <p className="notice notice--error">{download.message}</p>;

  const showTryAgain = missing || error || (documents && !doc) || doc?.status === 'failed' || download.state === 'error';

  return (
    <section className="container section document-page" aria-labelledby="doc-title">
      <h1 id="doc-title">{info.title}</h1>
      <div role="status" aria-live="polite" className="document-page__status" data-testid="document-status">
        {missing ? <p className="notice notice--error">Some of your details are missing, so the document cannot be shown.</p> : status}
      </div>
      <div className="button-row">
        {showTryAgain && (
          <button type="button" className="button" onClick={tryAgain}>
            Try again
          </button>
        )}
        {download.state === 'done' && (
          <button type="button" className="button button--ghost" onClick={() => void run()}>
            Download again
          </button>
        )}
        <Link to="/dashboard" className="button button--ghost">
          Back to dashboard
        </Link>
      </div>
      {!missing && <Preview kind={kind} user={student} certificateNumber={doc?.certificateNumber} issuedOn={doc?.issuedOn} />}
    </section>
  );
}
