import { Link } from 'react-router';
import { InfoCard } from '../../components/InfoCard.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';

/** /extraalert: the confirmation after adding an extra course, and what happens next. */
export default function ExtraAlertPage() {
  useDocumentTitle('Extra course added');
  return (
    <InfoCard id="alert-title" title="Extra course registered" icon="check">
        <p>Thank you. Here is what happens next:</p>
        <ol className="steps-list">
          <li>We check your payment against the transaction id you gave (usually within 2 to 4 hours).</li>
          <li>Until then the course shows &lsquo;Verification Pending&rsquo; on your extra courses page.</li>
          <li>Once verified, you receive an e-mail and can download the offer letter; the certificate opens on the course end date.</li>
        </ol>
        <div className="button-row">
          <Link className="button" to="/extracourse">
            Back to extra courses
          </Link>
          <Link className="button button--ghost" to="/dashboard">
            Dashboard
          </Link>
        </div>
    </InfoCard>
  );
}
