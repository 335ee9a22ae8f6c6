import { Link } from 'react-router';
import type { PaymentRejection } from 'shared/api/payments';
import { InfoCard } from '../../../components/InfoCard.tsx';
import { NewPaymentForm } from './NewPaymentForm.tsx';
import './WaitingScreen.css';

/**
 * Shown instead of the dashboard until an admin validates the enrolment (specification section 2).
 * After a rejection it says why and takes a new screenshot and UTR instead (issue 16).
 */
export function WaitingScreen({
  name,
  paymentReference,
  rejection,
  onResubmitted,
}: {
  name?: string;
  paymentReference?: string | null;
  rejection?: PaymentRejection | null;
  onResubmitted?: () => void;
}) {
  if (rejection) {
    return (
      <InfoCard id="waiting-title" title="We could not confirm your payment" icon="clock" tone="waiting" className="waiting__card">
        <p className="notice notice--error" role="status" data-testid="rejection">
          Reason: {rejection.words}
        </p>
        {paymentReference && (
          <p className="waiting__reference">
            Your payment reference: <strong className="mono">{paymentReference}</strong> (put it in the UPI note if you pay again)
          </p>
        )}
        <p>Send a new payment screenshot and its UTR below. We will check it again.</p>
        <NewPaymentForm onSent={() => onResubmitted?.()} />
      </InfoCard>
    );
  }
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
