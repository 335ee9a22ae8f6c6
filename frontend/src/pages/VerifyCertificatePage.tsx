import { Link, useParams } from 'react-router';
import { checkCertificate } from '../api/endpoints.ts';
import { useServerQuery } from '../api/query.ts';
import type { CertificateCheck } from '../api/types.ts';
import { PageIntro } from '../components/PageIntro.tsx';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import { errorMessage, refusalStatus } from '../lib/error-message.ts';
import { formatDate } from 'shared/dates';
import { messages, revokedOn } from 'shared/messages';
import { CertificateShare } from './verify/CertificateShare.tsx';
import './VerifyCertificatePage.css';

type State = { kind: 'loading' } | { kind: 'valid'; data: CertificateCheck } | { kind: 'not-found'; message: string } | { kind: 'error' };

const kindLabel: Record<string, string> = {
  completion: 'Internship completion certificate',
  'completion-certificate': 'Internship completion certificate',
  test: 'Test certificate',
  'test-certificate': 'Test certificate',
  'extra-course-certificate': 'Extra course certificate',
  'offer-letter': 'Offer letter',
  'extra-offer-letter': 'Extra course offer letter',
  'extra-certificate': 'Extra course certificate',
};

export default function VerifyCertificatePage() {
  useDocumentTitle('Verify a certificate');
  const { token = '' } = useParams();
  return (
    <>
      <PageIntro title="Certificate check" eyebrow="Verification" />
      <Check key={token} token={token} />
    </>
  );
}

function Check({ token }: { token: string }) {
  const { data, error, refetch } = useServerQuery({ queryKey: ['verify', token], queryFn: () => checkCertificate(token) });
  // A link no certificate has (or a malformed one) is an answer, not a failure to check.
  const notFound = refusalStatus(error) === 404 || refusalStatus(error) === 400;
  const state: State = data ? { kind: 'valid', data } : notFound ? { kind: 'not-found', message: errorMessage(error) } : error ? { kind: 'error' } : { kind: 'loading' };

  return (
      <div className="container narrow section" aria-live="polite" aria-busy={state.kind === 'loading'}>
        {state.kind === 'loading' && <p>Checking the certificate…</p>}
        {state.kind === 'valid' && (
          <section className={`card-panel verify ${state.data.revoked ? 'verify--invalid' : 'verify--valid'}`} aria-labelledby="verify-title">
            <h2 id="verify-title" className="verify__status">
              {state.data.revoked ? '❌ Revoked' : '✅ Valid certificate'}
            </h2>
            {state.data.revoked && (
              <p className="notice notice--error" data-testid="revoked">
                {revokedOn(state.data.revoked.at)}
                {state.data.revoked.reason ? `. Reason: ${state.data.revoked.reason}` : ''}
              </p>
            )}
            <dl className="facts">
              <dt>Holder</dt>
              <dd>{state.data.holder}</dd>
              <dt>Course</dt>
              <dd>{state.data.course}</dd>
              {state.data.kind && (
                <>
                  <dt>Type</dt>
                  <dd>{kindLabel[state.data.kind] ?? state.data.kind}</dd>
                </>
              )}
              <dt>Dates</dt>
              <dd>
                {formatDate(state.data.startDate)} to {formatDate(state.data.endDate)}
              </dd>
              <dt>Certificate number</dt>
              <dd>{state.data.certificateNumber}</dd>
              <dt>Issued on</dt>
              <dd>{formatDate(state.data.issuedOn)}</dd>
            </dl>
            {!state.data.revoked && <CertificateShare check={state.data} title={kindLabel[state.data.kind] ?? 'Certificate'} />}
          </section>
        )}
        {state.kind === 'not-found' && (
          <section className="card-panel verify verify--invalid" aria-labelledby="verify-title">
            <h2 id="verify-title" className="verify__status">
              ❌ Not found
            </h2>
            <p>{state.message || messages.noCertificateMatches}</p>
            <p>
              Check that you opened the whole link from the certificate or its QR code. If it still fails, <Link to="/contact">contact us</Link>.
            </p>
          </section>
        )}
        {state.kind === 'error' && (
          <section className="card-panel verify" role="alert">
            <h2 className="verify__status">We could not check this certificate right now</h2>
            <p>Please check your internet connection and try again.</p>
            <button type="button" className="button" onClick={() => void refetch()}>
              Try again
            </button>
          </section>
        )}
      </div>
  );
}
