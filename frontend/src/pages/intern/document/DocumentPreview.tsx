import { Trans, useLingui } from '@lingui/react/macro';
import type { StudentUser } from '../../../api/types.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { documentInfo, type MainKind } from './document-info.ts';
import { TEST_MARK_OUT_OF } from 'shared/business';

/** The document as a card on the page (the PDF itself is the server's). */
export function DocumentPreview({
  kind,
  user,
  certificateNumber,
  issuedOn,
}: {
  kind: MainKind;
  user: StudentUser;
  certificateNumber?: string;
  issuedOn?: string;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const title = i18n._(documentInfo[kind].title);
  const college = user.college;
  const mark = user.testMark === null || user.testMark === undefined ? '–' : format.number(user.testMark);
  const outOf = format.number(TEST_MARK_OUT_OF);
  const course = user.course;
  const from = format.date(user.startDate);
  const to = format.date(user.endDate);
  const days = format.number(user.durationDays);
  return (
    <article
      className={`doc-preview doc-preview--${kind === 'offer-letter' ? 'portrait' : 'landscape'}`}
      aria-label={t`${title} preview`}
    >
      <p className="doc-preview__eyebrow">{title}</p>
      <p className="doc-preview__lead">
        {kind === 'offer-letter' ? <Trans>This letter is issued to</Trans> : <Trans>This is to certify that</Trans>}
      </p>
      <p className="doc-preview__name" data-testid="preview-name">
        {user.name || t`User`}
      </p>
      <p>
        <Trans>
          of <strong>{college}</strong>
        </Trans>
      </p>
      {kind === 'test-certificate' ? (
        <p>
          <Trans>
            scored{' '}
            <strong>
              {mark} out of {outOf}
            </strong>{' '}
            in Test 1 (HTML, CSS, React).
          </Trans>
        </p>
      ) : kind === 'offer-letter' ? (
        <p>
          <Trans>
            has been offered an internship in <strong>{course}</strong> from {from} to {to} ({days} days).
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>
            has completed an internship in <strong>{course}</strong> from {from} to {to} ({days} days).
          </Trans>
        </p>
      )}
      <dl className="doc-preview__meta">
        {certificateNumber && (
          <div>
            <dt>
              <Trans>Certificate number</Trans>
            </dt>
            <dd>{certificateNumber}</dd>
          </div>
        )}
        {issuedOn && (
          <div>
            <dt>
              <Trans>Issued on</Trans>
            </dt>
            <dd>{format.date(issuedOn)}</dd>
          </div>
        )}
      </dl>
    </article>
  );
}
