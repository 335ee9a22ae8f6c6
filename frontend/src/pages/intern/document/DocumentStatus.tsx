import type { ReactNode } from 'react';
import { formatDate } from 'shared/dates';
import { documentDownloadUrl, type DocumentView } from '../../../api/intern.ts';
import { JobList } from '../../../components/JobList.tsx';
import type { Documents } from '../../../hooks/useDocuments.ts';
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
  const info = documentInfo[kind];
  if (error) return <p className="notice notice--error">We could not check your documents.</p>;
  if (!documents) return <p className="muted">Checking your document…</p>;
  if (!doc) return <p className="notice notice--error">This document is not available for your account.</p>;
  if (doc.status === 'not-available')
    return (
      <p className="notice">
        {kind === 'offer-letter' ? 'Your offer letter is made when your enrolment is confirmed.' : `Available on ${formatDate(doc.availableOn)}.`}
      </p>
    );
  if (doc.status === 'pending')
    return (
      <>
        <p>Your {info.title.toLowerCase()} is being prepared. The download starts by itself when it is ready.</p>
        {doc.jobId && <JobList ids={[doc.jobId]} jobs={jobs.filter((j) => j.id === doc.jobId)} />}
      </>
    );
  if (doc.status === 'failed') return <p className="notice notice--error">We could not make this document yet; we are retrying.</p>;
  if (download.state === 'busy' || download.state === 'idle') return <p>Downloading {fileName}…</p>;
  if (download.state === 'done')
    return (
      <p className="notice notice--success">
        {/* One flex item (a notice is a flex row): the sentence wraps as prose, its links too, within a 360 px phone. */}
        <span>
          Downloaded {fileName}. If nothing was saved,{' '}
          <a href={download.url} target="_blank" rel="noopener">
            open the PDF
          </a>{' '}
          or{' '}
          <a href={documentDownloadUrl(kind)} download={fileName}>
            download it directly
          </a>
          .
        </span>
      </p>
    );
  return <p className="notice notice--error">{download.message}</p>;
}
