import { Trans, useLingui } from '@lingui/react/macro';
import type { OfferedCertificate } from 'shared/api/verify';
import { isCertificate } from 'shared/documents';
import type { FileCheck } from '../../api/types.ts';
import { useFormat } from '../../i18n/useFormat.ts';
import { documentTitle } from './document-titles.ts';

/** The path of our /verify link (the answer gives the configured public address). */
const pathOf = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

/**
 * The verifier's answer in plain words: first whether it is ours and intact (a changed or foreign file
 * says so and nothing more), then, for one of our documents, which document it is (its kind is the
 * heading: an offer letter reads as an offer letter, with a document number and its certificate's
 * standing), who and what it names, whether it is the current version and whether it is revoked. A credential reads not current also when we hold no
 * record of it (its status index names no certificate, or another one): the link is then its own.
 */
export function VerifierAnswer({ check }: { check: FileCheck }) {
  const { i18n } = useLingui();
  if (check.kind === 'unknown') {
    return (
      <div className="card-panel verify verify--invalid" data-testid="verifier-answer">
        <h3 className="verify__status">
          <Trans>❌ Not a credential or a PDF</Trans>
        </h3>
        <p>
          <Trans>
            We could not read this as an Open Badges credential or a PDF. Check that you pasted the whole credential.
          </Trans>
        </p>
      </div>
    );
  }
  if (check.kind === 'other-format') {
    return (
      <div className="card-panel verify verify--invalid" data-testid="verifier-answer">
        <h3 className="verify__status">
          <Trans>⚠️ A credential in a format we do not issue</Trans>
        </h3>
        <p>
          <Trans>
            We verify VC-JWT credentials only, the form we issue. This one is secured another way (for example with a
            Data Integrity proof), so we cannot say whether it is genuine: check it with whoever issued it.
          </Trans>
        </p>
      </div>
    );
  }
  if (!check.ours) {
    return (
      <div className="card-panel verify verify--invalid" data-testid="verifier-answer">
        <h3 className="verify__status">
          <Trans>❌ Not ours</Trans>
        </h3>
        <p>
          {check.kind === 'pdf' ? (
            <Trans>This PDF does not carry our signature. It was not issued by us, or it was changed since.</Trans>
          ) : (
            <Trans>This credential was not signed with any of our keys. It was not issued by us.</Trans>
          )}
        </p>
      </div>
    );
  }
  if (!check.intact) {
    return (
      <div className="card-panel verify verify--invalid" data-testid="verifier-answer">
        <h3 className="verify__status">
          <Trans>❌ Changed after we signed it</Trans>
        </h3>
        <p>
          <Trans>
            It names one of our keys, but its signature does not match its contents: something in it was changed. Do not
            trust it.
          </Trans>
        </p>
      </div>
    );
  }
  if (check.period) return <OutsidePeriod period={check.period} verifyUrl={check.certificate?.verifyUrl} />;
  const cert = check.certificate;
  if (!cert) {
    return (
      <div className="card-panel verify" data-testid="verifier-answer">
        <h3 className="verify__status">
          <Trans>✅ Ours and unchanged</Trans>
        </h3>
        <p>
          <Trans>We signed it and nothing in it has changed, but it names none of our certificates.</Trans>
        </p>
      </div>
    );
  }
  const letter = !isCertificate(cert.kind);
  const offered = cert.offeredCertificate;
  // An offer letter whose internship's certificate is revoked does not read as good: the letter stands,
  // but what it offered no longer does.
  const offeredRevoked = offered?.standing === 'revoked';
  const good = cert.current && !cert.revoked && !offeredRevoked;
  return (
    <div className={`card-panel verify ${good ? 'verify--valid' : 'verify--invalid'}`} data-testid="verifier-answer">
      <h3 className="verify__kind">{i18n._(documentTitle[cert.kind])}</h3>
      <p className="verify__status" data-testid="verifier-status">
        {good ? (
          <Trans>✅ Ours, unchanged, current and not revoked</Trans>
        ) : cert.revoked ? (
          <Trans>❌ Revoked</Trans>
        ) : !cert.current ? (
          <Trans>⚠️ Not the current version</Trans>
        ) : (
          <Trans>❌ Its certificate is revoked</Trans>
        )}
      </p>
      <ul className="verifier__points">
        <li>
          <Trans>Ours: signed by us.</Trans>
        </li>
        <li>
          <Trans>Unchanged: nothing in it was changed since we signed it.</Trans>
        </li>
        <li>
          {cert.current ? (
            letter ? (
              <Trans>Current: this is the offer letter's current version.</Trans>
            ) : (
              <Trans>Current: this is the certificate's current version.</Trans>
            )
          ) : check.kind === 'credential' ? (
            <Trans>
              Not current: this is not the certificate's current credential (a correction or a newer credential replaced
              it, or we hold no record of this one); ask its holder for a new one.
            </Trans>
          ) : letter ? (
            <Trans>
              Not current: the offer letter was corrected and re-issued since; ask its holder for the new one.
            </Trans>
          ) : (
            <Trans>
              Not current: the certificate was corrected and re-issued since; ask its holder for the new one.
            </Trans>
          )}
        </li>
        <li>
          {cert.revoked ? <Trans>Revoked: it is no longer valid.</Trans> : <Trans>Not revoked: it is valid.</Trans>}
        </li>
        {letter && (
          <li>
            <Trans>
              An offer letter is not a certificate: it says an internship was offered, not that it was completed.
            </Trans>
          </li>
        )}
      </ul>
      {offered && <OfferedCertificateStanding offered={offered} />}
      <dl className="facts">
        <dt>
          <Trans>Holder</Trans>
        </dt>
        <dd>{cert.holder}</dd>
        <dt>
          <Trans>Course</Trans>
        </dt>
        <dd>{cert.course}</dd>
        <dt>{letter ? <Trans>Document number</Trans> : <Trans>Certificate number</Trans>}</dt>
        <dd>{cert.number}</dd>
      </dl>
      <p>
        <a href={pathOf(cert.verifyUrl)}>
          {letter ? <Trans>See the offer letter's page</Trans> : <Trans>See the certificate's page</Trans>}
        </a>
      </p>
    </div>
  );
}

/**
 * Ours and unchanged, but outside its validity period (expired, or not valid yet): not valid, whatever
 * its status says. The certificate's page, when it names one, tells where the certificate stands now.
 */
function OutsidePeriod({
  period,
  verifyUrl,
}: {
  period: NonNullable<FileCheck['period']>;
  verifyUrl: string | undefined;
}) {
  const date = useFormat().longDate(period.at);
  return (
    <div className="card-panel verify verify--invalid" data-testid="verifier-answer">
      <h3 className="verify__status">
        {period.state === 'expired' ? <Trans>❌ Expired</Trans> : <Trans>❌ Not valid yet</Trans>}
      </h3>
      <p>
        {period.state === 'expired' ? (
          <Trans>
            We signed it and nothing in it has changed, but its validity ended on {date}: it is no longer valid.
          </Trans>
        ) : (
          <Trans>
            We signed it and nothing in it has changed, but it is valid only from {date}: it is not valid yet.
          </Trans>
        )}
      </p>
      {verifyUrl && (
        <p>
          <a href={pathOf(verifyUrl)}>
            <Trans>See the certificate's page</Trans>
          </a>
        </p>
      )}
    </div>
  );
}

/**
 * Where an offer letter's certificate stands (the completion certificate of the same internship, or the
 * extra course's): what an employer holding the letter needs to know, with the certificate named. Also on
 * the letter's own /verify page.
 */
export function OfferedCertificateStanding({ offered }: { offered: OfferedCertificate }) {
  const { i18n } = useLingui();
  const certificate = i18n._(documentTitle[offered.kind]);
  return (
    <p className={`notice ${offered.standing === 'revoked' ? 'notice--error' : ''}`} data-testid="offered-certificate">
      {offered.standing === 'revoked' ? (
        <Trans>{certificate}: revoked. We no longer vouch that the course was completed.</Trans>
      ) : offered.standing === 'valid' ? (
        <Trans>{certificate}: issued, and not revoked.</Trans>
      ) : (
        <Trans>{certificate}: not issued yet.</Trans>
      )}
    </p>
  );
}
