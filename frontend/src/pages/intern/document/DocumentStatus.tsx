import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { documentDownloadUrl, type DocumentView } from '../../../api/intern.ts';
import { JobList } from '../../../components/JobList.tsx';
import type { Documents } from '../../../hooks/useDocuments.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { documentInfo, type Download, type MainKind } from './document-info.ts';

/** Where the document stands: checked, being made (its job live), refused, downloading, downloaded. */
export function DocumentStatus({
  kind,
  documents,
  error,
  doc,
  jobs,
  download,
  fileName,
}: {
  kind: MainKind;
  documents: DocumentView[] | undefined;
  error: boolean;
  doc: DocumentView | undefined;
  jobs: Documents['jobs'];
  download: Download;
  fileName: string;
}): ReactNode {
  const { i18n } = useLingui();
  const format = useFormat();
  if (error)
    return (
      <p className="notice notice--error">
        <Trans>We could not check your documents.</Trans>
      </p>
    );
  if (!documents)
    return (
      <p className="muted">
        <Trans>Checking your document…</Trans>
      </p>
    );
  if (!doc)
    return (
      <p className="notice notice--error">
        <Trans>This document is not available for your account.</Trans>
      </p>
    );
  if (doc.status === 'not-available') {
    const on = doc.availableOn ? format.date(doc.availableOn) : '';
    return (
      <p className="notice">
        {kind === 'offer-letter' ? (
          <Trans>Your offer letter is made when your enrolment is confirmed.</Trans>
        ) : (
          <Trans>Available on {on}.</Trans>
        )}
      </p>
    );
  }
  if (doc.status === 'pending')
    return (
      <>
        <p>{i18n._(documentInfo[kind].preparing)}</p>
        {doc.jobId && <JobList ids={[doc.jobId]} jobs={jobs.filter((j) => j.id === doc.jobId)} />}
      </>
    );
  if (doc.status === 'failed')
    return (
      <p className="notice notice--error">
        <Trans>We could not make this document yet; we are retrying.</Trans>
      </p>
    );
  if (download.state === 'busy' || download.state === 'idle')
    return (
      <p>
        <Trans>Downloading {fileName}…</Trans>
      </p>
    );
  if (download.state === 'done')
    return (
      <p className="notice notice--success">
        {/* One flex item (a notice is a flex row): the sentence wraps as prose, its links too, within a 360 px phone. */}
        <span>
          <Trans>
            Downloaded {fileName}. If nothing was saved,{' '}
            <a href={download.url} target="_blank" rel="noopener">
              open the PDF
            </a>{' '}
            or{' '}
            <a href={documentDownloadUrl(kind)} download={fileName}>
              download it directly
            </a>
            .
          </Trans>
        </span>
      </p>
    );
  return <p className="notice notice--error">{download.message}</p>;
}
