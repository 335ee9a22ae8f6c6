import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { DocumentView } from '../../../api/intern.ts';
import type { StudentUser } from '../../../api/types.ts';
import { useDocuments } from '../../../hooks/useDocuments.ts';
import { sharedText } from '../../../i18n/shared-text.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { useOnline } from '../../../pwa/useOnline.ts';
import { toast } from '../../../stores/toast.ts';
import { CredentialLink } from '../../../components/CredentialLink.tsx';
import { DashCard } from './DashCard.tsx';

const CERTIFICATE_CHECK_MS = 1000;

function openInNewTab(path: string) {
  // (With 'noopener' in the features window.open always answers null, so it is cut off by hand.)
  const win = window.open(path, '_blank');
  if (win) win.opener = null;
  // A blocked pop-up: open it here instead, so the button never does nothing.
  else window.location.assign(path);
}

const docLabels: Record<'offer-letter' | 'completion-certificate' | 'test-certificate', MessageDescriptor> = {
  'offer-letter': msg`Offer letter`,
  'completion-certificate': msg`Certificate`,
  'test-certificate': msg`Test certificate`,
};

/** The public verification page of an issued certificate, to share. */
function VerifyLink({
  doc,
  kind,
}: {
  doc: DocumentView | undefined;
  kind: 'completion-certificate' | 'test-certificate';
}) {
  if (doc?.status !== 'ready' || !doc.verifyPath || doc.revoked) return null;
  return (
    <a className="doc__verify" href={doc.verifyPath} data-testid="verify-link">
      {kind === 'completion-certificate' ? (
        <Trans>
          Verification page<span className="visually-hidden"> of your certificate</span>
        </Trans>
      ) : (
        <Trans>
          Verification page<span className="visually-hidden"> of your test certificate</span>
        </Trans>
      )}
    </a>
  );
}

function DocStatus({ doc }: { doc: DocumentView | undefined }) {
  const format = useFormat();
  if (!doc) {
    return (
      <span className="doc-state">
        <Trans>Checking…</Trans>
      </span>
    );
  }
  if (doc.revoked) {
    const date = format.date(doc.revoked.at);
    const reason = doc.revoked.reason;
    return (
      <span className="doc-state doc-state--failed">
        {reason ? (
          <Trans>
            Revoked on {date}: {reason}
          </Trans>
        ) : (
          <Trans>Revoked on {date}</Trans>
        )}
      </span>
    );
  }
  switch (doc.status) {
    case 'ready': {
      const issued = doc.issuedOn ? format.date(doc.issuedOn) : null;
      return (
        <span className="doc-state doc-state--ready">
          {issued ? <Trans>Ready, issued {issued}</Trans> : <Trans>Ready</Trans>}
        </span>
      );
    }
    case 'pending':
      return (
        <span className="doc-state doc-state--pending">
          <Trans>Being prepared…</Trans>
        </span>
      );
    case 'failed':
      return (
        <span className="doc-state doc-state--failed">
          <Trans>Could not be made yet; we are retrying</Trans>
        </span>
      );
    default: {
      const on = doc.availableOn ? format.date(doc.availableOn) : null;
      return (
        <span className="doc-state">{on ? <Trans>Available on {on}</Trans> : <Trans>Not available yet</Trans>}</span>
      );
    }
  }
}

/** The offer letter and the two certificates: where each stands, and the buttons that open them. */
export function DocumentsPanel({ user }: { user: StudentUser }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const { find, documents, error } = useDocuments();
  const online = useOnline();
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
    const on = format.date(certificate?.availableOn ?? user.endDate);
    if (!certReady) toast.info(t`Certificate will be available on ${on}`);
    else openInNewTab('/certificate');
  };
  const onTestCertificate = () => {
    if (user.testMark === null || user.testMark === undefined) toast.info(sharedText('completeTheTest'));
    else openInNewTab('/certificatetest');
  };

  return (
    <DashCard id="docs-title" title={t`Your documents`}>
      {/* Offline, the list is the copy the service worker kept on the last visit (or none): the panel says so itself. */}
      {!online && (documents || error) && (
        <p className="notice" role="status" data-testid="documents-offline">
          {documents ? (
            <Trans>You are offline: these are your documents as this phone last saw them.</Trans>
          ) : (
            <Trans>You are offline: your documents will show here when the network returns.</Trans>
          )}
        </p>
      )}
      {error && online && (
        <p className="notice notice--error" role="alert">
          <Trans>We could not check your documents. They are still safe; reload the page to try again.</Trans>
        </p>
      )}
      <ul className="doc-list">
        <li className="doc">
          <div>
            <p className="doc__name">{i18n._(docLabels['offer-letter'])}</p>
            <DocStatus doc={find('offer-letter')} />
          </div>
          <a className="button button--small" href="/letter" target="_blank" rel="noopener">
            <Trans>
              Offer letter<span className="visually-hidden"> (opens in a new tab)</span>
            </Trans>
          </a>
        </li>
        <li className="doc">
          <div>
            <p className="doc__name">{i18n._(docLabels['completion-certificate'])}</p>
            <DocStatus doc={find('completion-certificate')} />
            <VerifyLink doc={find('completion-certificate')} kind="completion-certificate" />
            <CredentialLink href={find('completion-certificate')?.credentialUrl} />
          </div>
          <button
            type="button"
            className={`button button--small ${certReady ? 'button--success' : 'button--locked'}`}
            aria-disabled={!certReady}
            onClick={onCertificate}
            data-testid="certificate-button"
          >
            <Trans>Certificate</Trans>
          </button>
        </li>
        <li className="doc">
          <div>
            <p className="doc__name">{i18n._(docLabels['test-certificate'])}</p>
            <DocStatus doc={find('test-certificate')} />
            <VerifyLink doc={find('test-certificate')} kind="test-certificate" />
            <CredentialLink href={find('test-certificate')?.credentialUrl} />
          </div>
          <button
            type="button"
            className={`button button--small ${user.testMark !== null && user.testMark !== undefined ? 'button--success' : 'button--locked'}`}
            aria-disabled={user.testMark === null || user.testMark === undefined}
            onClick={onTestCertificate}
          >
            <Trans>Test certificate</Trans>
          </button>
        </li>
      </ul>
    </DashCard>
  );
}
