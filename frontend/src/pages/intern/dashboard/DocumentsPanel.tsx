import { useEffect, useState } from 'react';
import { formatDate } from 'shared/dates';
import { certificateNotYet, messages, revokedOn } from 'shared/messages';
import type { DocumentKind, DocumentView } from '../../../api/intern.ts';
import type { StudentUser } from '../../../api/types.ts';
import { useDocuments } from '../../../hooks/useDocuments.ts';
import { toast } from '../../../stores/toast.ts';
import { DashCard } from './DashCard.tsx';

const CERTIFICATE_CHECK_MS = 1000;

function openInNewTab(path: string) {
  // (With 'noopener' in the features window.open always answers null, so it is cut off by hand.)
  const win = window.open(path, '_blank');
  if (win) win.opener = null;
  // A blocked pop-up: open it here instead, so the button never does nothing.
  else window.location.assign(path);
}

const docLabels: Partial<Record<DocumentKind, string>> = {
  'offer-letter': 'Offer letter',
  'completion-certificate': 'Certificate',
  'test-certificate': 'Test certificate',
};

/** The public verification page of an issued certificate, to share (item 5 of issue 17). */
function VerifyLink({ doc, label }: { doc: DocumentView | undefined; label: string }) {
  if (doc?.status !== 'ready' || !doc.verifyPath || doc.revoked) return null;
  return (
    <a className="doc__verify" href={doc.verifyPath} data-testid="verify-link">
      Verification page<span className="visually-hidden"> of your {label.toLowerCase()}</span>
    </a>
  );
}

function DocStatus({ doc }: { doc: DocumentView | undefined }) {
  if (!doc) return <span className="doc-state">Checking…</span>;
  if (doc.revoked) {
    return (
      <span className="doc-state doc-state--failed">
        {revokedOn(doc.revoked.at)}
        {doc.revoked.reason ? `: ${doc.revoked.reason}` : ''}
      </span>
    );
  }
  switch (doc.status) {
    case 'ready':
      return <span className="doc-state doc-state--ready">Ready{doc.issuedOn ? `, issued ${formatDate(doc.issuedOn)}` : ''}</span>;
    case 'pending':
      return <span className="doc-state doc-state--pending">Being prepared…</span>;
    case 'failed':
      return <span className="doc-state doc-state--failed">Could not be made yet; we are retrying</span>;
    default:
      return <span className="doc-state">{doc.availableOn ? `Available on ${formatDate(doc.availableOn)}` : 'Not available yet'}</span>;
  }
}

/** The offer letter and the two certificates: where each stands, and the buttons that open them. */
export function DocumentsPanel({ user }: { user: StudentUser }) {
  const { find, error } = useDocuments();
  const [certReady, setCertReady] = useState(false);
  // The specification checks the end date 1 s after load; the server's document list says whether
  // it has come (by date only, in India).
  const certificate = find('completion-certificate');
  const certificateAvailable = certificate !== undefined && certificate.status !== 'not-available';
  useEffect(() => {
    const timer = setTimeout(() => setCertReady(certificateAvailable), CERTIFICATE_CHECK_MS);
    return () => clearTimeout(timer);
  }, [certificateAvailable]);

  const onCertificate = () => {
    if (!certReady) toast.info(certificateNotYet(certificate?.availableOn ?? user.endDate));
    else openInNewTab('/certificate');
  };
  const onTestCertificate = () => {
    if (user.testMark === null || user.testMark === undefined) toast.info(messages.completeTheTest);
    else openInNewTab('/certificatetest');
  };

  return (
    <DashCard id="docs-title" title="Your documents">
      {error && (
        <p className="notice notice--error" role="alert">
          We could not check your documents. They are still safe; reload the page to try again.
        </p>
      )}
      <ul className="doc-list">
        <li className="doc">
          <div>
            <p className="doc__name">{docLabels['offer-letter']}</p>
            <DocStatus doc={find('offer-letter')} />
          </div>
          <a className="button button--small" href="/letter" target="_blank" rel="noopener">
            Offer letter<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
        <li className="doc">
          <div>
            <p className="doc__name">{docLabels['completion-certificate']}</p>
            <DocStatus doc={find('completion-certificate')} />
            <VerifyLink doc={find('completion-certificate')} label="Certificate" />
          </div>
          <button
            type="button"
            className={`button button--small ${certReady ? 'button--success' : 'button--locked'}`}
            aria-disabled={!certReady}
            onClick={onCertificate}
            data-testid="certificate-button"
          >
            Certificate
          </button>
        </li>
        <li className="doc">
          <div>
            <p className="doc__name">{docLabels['test-certificate']}</p>
            <DocStatus doc={find('test-certificate')} />
            <VerifyLink doc={find('test-certificate')} label="Test certificate" />
          </div>
          <button
            type="button"
            className={`button button--small ${user.testMark !== null && user.testMark !== undefined ? 'button--success' : 'button--locked'}`}
            aria-disabled={user.testMark === null || user.testMark === undefined}
            onClick={onTestCertificate}
          >
            Test certificate
          </button>
        </li>
      </ul>
    </DashCard>
  );
}
