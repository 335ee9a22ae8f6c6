import { Link } from 'react-router-dom';
import { InfoCard } from '../../../components/InfoCard.tsx';
import './WaitingScreen.css';

/** Shown instead of the dashboard until an admin validates the enrolment (specification section 2). */
export function WaitingScreen({ name, paymentReference }: { name?: string; paymentReference?: string | null }) {
  return (
    <InfoCard id="waiting-title" title="Waiting for Confirmation" icon="clock" tone="waiting" className="waiting__card">
      {name && <p className="waiting__hello">Thank you for enrolling, {name}.</p>}
      {paymentReference && (
        <p className="waiting__reference">
          Your payment reference: <strong className="mono">{paymentReference}</strong>
        </p>
      )}
      <p>This may take up to 2 to 4 hours</p>
      <p>You will receive a confirmation Mail, please check it out</p>
      <p className="waiting__strong">Login after confirmation</p>
      <Link to="/login" className="button">
        Login
      </Link>
    </InfoCard>
  );
}
