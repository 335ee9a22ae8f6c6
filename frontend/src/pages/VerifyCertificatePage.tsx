import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { useServerQuery } from '../api/query.ts';
import type { CertificateCheck } from '../api/types.ts';
import { PageIntro } from '../components/PageIntro.tsx';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import { errorMessage, refusalStatus } from '../lib/error-message.ts';
import { sharedText } from '../i18n/shared-text.ts';
import { useFormat } from '../i18n/useFormat.ts';
import { hasCredential, isCertificate } from 'shared/documents';
import { verifyCredentialUrl } from 'shared/api/links';
import { CredentialLink } from '../components/CredentialLink.tsx';
import { CertificateShare } from './verify/CertificateShare.tsx';
import { documentTitle } from './verify/document-titles.ts';
import { OfferedCertificateStanding } from './verify/VerifierAnswer.tsx';
import './VerifyCertificatePage.css';
import { certificates } from '../api/queries/verify.ts';

type State =
  | { kind: 'loading' }
  | { kind: 'valid'; data: CertificateCheck }
  | { kind: 'not-found'; message: string }
  | { kind: 'error' };

/** Each document's name (document-titles.ts), and the names of kinds older rows may carry. */
const kindLabel: Record<string, MessageDescriptor> = {
  ...documentTitle,
  completion: msg`Internship completion certificate`,
  test: msg`Test certificate`,
  'extra-course-certificate': msg`Extra course certificate`,
};

export default function VerifyCertificatePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Verify a certificate`);
  const { token = '' } = useParams();
  return (
    <>
      <PageIntro title={t`Certificate check`} eyebrow={t`Verification`} />
      <Check key={token} token={token} />
    </>
  );
}

function Check({ token }: { token: string }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const { data, error, refetch } = useServerQuery(certificates.check(token));
  // A link no certificate has (or a malformed one) is an answer, not a failure to check.
  const notFound = refusalStatus(error) === 404 || refusalStatus(error) === 400;
  const state: State = data
    ? { kind: 'valid', data }
    : notFound
      ? { kind: 'not-found', message: errorMessage(error) }
      : error
        ? { kind: 'error' }
        : { kind: 'loading' };

  const label = data?.kind && Object.hasOwn(kindLabel, data.kind) ? i18n._(kindLabel[data.kind]!) : undefined;
  const kind = label ?? data?.kind;
  // An offer letter is named as one (never 'Valid certificate'), with its internship's certificate's standing.
  const letter = data ? !isCertificate(data.kind) : false;
  const offered = data?.offeredCertificate ?? null;
  const offeredRevoked = offered?.standing === 'revoked';
  return (
    <div className="container narrow section verify-page" aria-live="polite" aria-busy={state.kind === 'loading'}>
      {state.kind === 'loading' && (
        <p>
          <Trans>Checking the certificate…</Trans>
        </p>
      )}
      {state.kind === 'valid' && (
        <section
          className={`card-panel verify ${state.data.revoked || offeredRevoked ? 'verify--invalid' : 'verify--valid'}`}
          aria-labelledby="verify-title"
        >
          <h2 id="verify-title" className="verify__status">
            {state.data.revoked ? (
              <Trans>❌ Revoked</Trans>
            ) : letter && offeredRevoked ? (
              <Trans>❌ Its certificate is revoked</Trans>
            ) : letter ? (
              <Trans>✅ Valid offer letter</Trans>
            ) : (
              <Trans>✅ Valid certificate</Trans>
            )}
          </h2>
          {state.data.revoked && (
            <p className="notice notice--error" data-testid="revoked">
              <Revoked at={state.data.revoked.at} reason={state.data.revoked.reason} />
            </p>
          )}
          {letter && (
            <p>
              <Trans>
                An offer letter is not a certificate: it says an internship was offered, not that it was completed.
              </Trans>
            </p>
          )}
          {offered && <OfferedCertificateStanding offered={offered} />}
          <dl className="facts">
            <dt>
              <Trans>Holder</Trans>
            </dt>
            <dd>{state.data.holder}</dd>
            <dt>
              <Trans>Course</Trans>
            </dt>
            <dd>{state.data.course}</dd>
            {kind && (
              <>
                <dt>
                  <Trans>Type</Trans>
                </dt>
                <dd>{kind}</dd>
              </>
            )}
            <dt>
              <Trans>Dates</Trans>
            </dt>
            <dd>
              <Dates start={format.date(state.data.startDate)} end={format.date(state.data.endDate)} />
            </dd>
            <dt>{letter ? <Trans>Document number</Trans> : <Trans>Certificate number</Trans>}</dt>
            <dd>{state.data.certificateNumber}</dd>
            <dt>
              <Trans>Issued on</Trans>
            </dt>
            <dd>{format.date(state.data.issuedOn)}</dd>
            <dt>
              <Trans>Version</Trans>
            </dt>
            <dd>
              <Version version={state.data.version} />
            </dd>
          </dl>
          {!state.data.revoked && <CertificateShare check={state.data} title={label ?? t`Certificate`} />}
          {hasCredential(state.data.kind) && <CredentialPanel token={token} check={state.data} />}
        </section>
      )}
      {state.kind === 'not-found' && (
        <section className="card-panel verify verify--invalid" aria-labelledby="verify-title">
          <h2 id="verify-title" className="verify__status">
            <Trans>❌ Not found</Trans>
          </h2>
          <p>{state.message || sharedText('noCertificateMatches')}</p>
          <p>
            <Trans>
              Check that you opened the whole link from the certificate or its QR code. If it still fails,{' '}
              <Link to="/contact">contact us</Link>.
            </Trans>
          </p>
        </section>
      )}
      {state.kind === 'error' && (
        <section className="card-panel verify" role="alert">
          <h2 className="verify__status">
            <Trans>We could not check this certificate right now</Trans>
          </h2>
          <p>
            <Trans>Please check your internet connection and try again.</Trans>
          </p>
          <button type="button" className="button" onClick={() => void refetch()}>
            <Trans>Try again</Trans>
          </button>
        </section>
      )}
    </div>
  );
}

/** The version this page shows is always the current one: a correction re-issues under the same link. */
function Version({ version }: { version: number }) {
  return <Trans>Version {version} (the current one)</Trans>;
}

/**
 * The certificate's Open Badges credential (docs/CREDENTIALS.md): its status, and the download while it is valid
 * (a revoked certificate's credential reads revoked in our status list, and none is offered).
 */
function CredentialPanel({ token, check }: { token: string; check: CertificateCheck }) {
  return (
    <div className="verify__credential" data-testid="credential-panel">
      <h3>
        <Trans>Digital credential</Trans>
      </h3>
      {check.revoked ? (
        <p>
          <Trans>Credential status: revoked. Any credential of this certificate now reads revoked when checked.</Trans>
        </p>
      ) : (
        <>
          <p>
            <Trans>
              Credential status: active. This certificate is also an Open Badges 3.0 credential, signed by us, that
              anyone can check without us.
            </Trans>
          </p>
          <p className="button-row">
            <CredentialLink href={verifyCredentialUrl(token)} />
            <Link to="/verify">
              <Trans>Check a credential or a PDF</Trans>
            </Link>
          </p>
        </>
      )}
    </div>
  );
}

/** 'Revoked on dd/mm/yyyy' (its day in India), and the reason when one was given. */
function Revoked({ at, reason }: { at: string; reason: string | null }) {
  const date = useFormat().date(at);
  return reason ? (
    <Trans>
      Revoked on {date}. Reason: {reason}
    </Trans>
  ) : (
    <Trans>Revoked on {date}</Trans>
  );
}

function Dates({ start, end }: { start: string; end: string }) {
  return (
    <Trans>
      {start} to {end}
    </Trans>
  );
}
