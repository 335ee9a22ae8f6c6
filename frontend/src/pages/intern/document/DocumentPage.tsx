import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { isAbort } from '../../../api/client.ts';
import { documentDownloadUrl } from '../../../api/intern.ts';
import { PageLoading } from '../../../components/PageLoading.tsx';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts';
import { useDocuments } from '../../../hooks/useDocuments.ts';
import { documentFileName } from 'shared/documents';
import { downloadFile } from '../../../lib/download.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSessionUser } from '../../../hooks/useSession.ts';
import { documentInfo, type Download, type MainKind } from './document-info.ts';
import { DocumentPreview } from './DocumentPreview.tsx';
import { DocumentStatus } from './DocumentStatus.tsx';
import './DocumentPage.css';

/**
 * /letter, /certificate, /certificatetest: a preview card and the automatic download of the PDF the
 * server made (fetch -> Blob -> <a download>), waiting on its job while it is being made.
 */
export function DocumentPage({ kind }: { kind: MainKind }) {
  const { t, i18n } = useLingui();
  const info = documentInfo[kind];
  const title = i18n._(info.title);
  useDocumentTitle(title);
  const user = useSessionUser();
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
      setDownload({
        state: 'error',
        message: errorMessage(err, {
          network: t`The download stopped: please check your connection.`,
          other: t`The download failed.`,
        }),
      });
    }
  }, [kind, fileName, t]);

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
  const showTryAgain =
    missing || error || (documents && !doc) || doc?.status === 'failed' || download.state === 'error';

  return (
    <section className="container section document-page" aria-labelledby="doc-title">
      <h1 id="doc-title">{title}</h1>
      <div role="status" aria-live="polite" className="document-page__status" data-testid="document-status">
        {missing ? (
          <p className="notice notice--error">
            <Trans>Some of your details are missing, so the document cannot be shown.</Trans>
          </p>
        ) : (
          <DocumentStatus
            kind={kind}
            documents={documents}
            error={error}
            doc={doc}
            jobs={jobs}
            download={download}
            fileName={fileName}
          />
        )}
      </div>
      <div className="button-row">
        {showTryAgain && (
          <button type="button" className="button" onClick={tryAgain}>
            <Trans>Try again</Trans>
          </button>
        )}
        {download.state === 'done' && (
          <button type="button" className="button button--ghost" onClick={() => void run()}>
            <Trans>Download again</Trans>
          </button>
        )}
        <Link to="/dashboard" className="button button--ghost">
          <Trans>Back to dashboard</Trans>
        </Link>
      </div>
      {!missing && (
        <DocumentPreview
          kind={kind}
          user={student}
          certificateNumber={doc?.certificateNumber}
          issuedOn={doc?.issuedOn}
        />
      )}
    </section>
  );
}
