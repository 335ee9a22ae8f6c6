import { Link } from 'react-router-dom';
import { Icon } from '../../components/Icon.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import './info-card.css';

/** /extraalert: the confirmation after adding an extra course, and what happens next. */
export default function ExtraAlertPage() {
  useDocumentTitle('Extra course added');
  return (
    <section className="container narrow section" aria-labelledby="alert-title">
      <div className="card-panel info-card">
        <span className="info-card__icon" aria-hidden="true">
          <Icon name="check" size={36} />
        </span>
        <h1 id="alert-title">Extra course registered</h1>
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
      </div>
    </section>
  );
}
