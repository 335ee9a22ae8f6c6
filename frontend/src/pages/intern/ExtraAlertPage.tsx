import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { InfoCard } from '../../components/InfoCard.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';

/** /extraalert: the confirmation after adding an extra course, and what happens next. */
export default function ExtraAlertPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Extra course added`);
  return (
    <InfoCard id="alert-title" title={t`Extra course registered`} icon="check">
      <p>
        <Trans>Thank you. Here is what happens next:</Trans>
      </p>
      <ol className="steps-list">
        <li>
          <Trans>We check your payment against the transaction id you gave (usually within 2 to 4 hours).</Trans>
        </li>
        <li>
          <Trans>Until then the course shows ‘Verification Pending’ on your extra courses page.</Trans>
        </li>
        <li>
          <Trans>
            Once verified, you receive an e-mail and can download the offer letter; the certificate opens on the course
            end date.
          </Trans>
        </li>
      </ol>
      <div className="button-row">
        <Link className="button" to="/extracourse">
          <Trans>Back to extra courses</Trans>
        </Link>
        <Link className="button button--ghost" to="/dashboard">
          <Trans>Dashboard</Trans>
        </Link>
      </div>
    </InfoCard>
  );
}
