import { formatDate } from 'shared/dates';
import type { StudentUser } from '../../../api/types.ts';
import { documentInfo, type MainKind } from './document-info.ts';
import { TEST_MARK_OUT_OF } from 'shared/business';

/** The document as a card on the page (the PDF itself is the server's). */
export function DocumentPreview({ kind, user, certificateNumber, issuedOn }: { kind: MainKind; user: StudentUser; certificateNumber?: string; issuedOn?: string }) {
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
          scored <strong>{user.testMark ?? '–'} out of {TEST_MARK_OUT_OF}</strong> in Test 1 (HTML, CSS, React).
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
