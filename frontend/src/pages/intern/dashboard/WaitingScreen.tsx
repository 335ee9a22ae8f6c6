import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { PaymentRejection } from 'shared/api/payments';
import { InfoCard } from '../../../components/InfoCard.tsx';
import { rejectionText } from '../../../i18n/rejection-text.ts';
import { NewPaymentForm } from './NewPaymentForm.tsx';
import './WaitingScreen.css';

/**
 * Shown instead of the dashboard until an admin validates the enrolment (specification section 2).
 * After a rejection it says why and takes a new screenshot and UTR instead (docs/PAYMENTS.md).
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
  const { t } = useLingui();
  if (rejection) {
    const reason = rejectionText(rejection);
    return (
      <InfoCard
        id="waiting-title"
        title={t`We could not confirm your payment`}
        icon="clock"
        tone="waiting"
        className="waiting__card"
      >
        <p className="notice notice--error" role="status" data-testid="rejection">
          <Trans>Reason: {reason}</Trans>
        </p>
        {paymentReference && (
          <p className="waiting__reference">
            <Trans>
              Your payment reference: <strong className="mono">{paymentReference}</strong> (put it in the UPI note if
              you pay again)
            </Trans>
          </p>
        )}
        <p>
          <Trans>Send a new payment screenshot and its UTR below. We will check it again.</Trans>
        </p>
        <NewPaymentForm onSent={() => onResubmitted?.()} />
      </InfoCard>
    );
  }
  return (
    <InfoCard
      id="waiting-title"
      title={t`Waiting for Confirmation`}
      icon="clock"
      tone="waiting"
      className="waiting__card"
    >
      {name && (
        <p className="waiting__hello">
          <Trans>Thank you for enrolling, {name}.</Trans>
        </p>
      )}
      {paymentReference && (
        <p className="waiting__reference">
          <Trans>
            Your payment reference: <strong className="mono">{paymentReference}</strong>
          </Trans>
        </p>
      )}
      <p>
        <Trans>This may take up to 2 to 4 hours</Trans>
      </p>
      <p>
        <Trans>You will receive a confirmation Mail, please check it out</Trans>
      </p>
      <p className="waiting__strong">
        <Trans>Login after confirmation</Trans>
      </p>
      <Link to="/login" className="button">
        <Trans>Login</Trans>
      </Link>
    </InfoCard>
  );
}
