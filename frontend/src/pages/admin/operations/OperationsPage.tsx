import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts';
import { DeliveryHealth } from './DeliveryHealth.tsx';
import { FailedJobs } from './FailedJobs.tsx';
import { MailOutbox } from './MailOutbox.tsx';
import '../admin.css';

/** Operators: delivery health, failed background jobs (retry: the one way, Bull Board is read-only), the mail outbox (resend) and Bull Board. */
export default function OperationsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Operations`);
  return (
    <div className="container section admin-page">
      <h1>
        <Trans>Operations</Trans>
      </h1>
      <p>
        <Trans>
          Live queues and job details are in <a href="/admin/queues">Bull Board (queues)</a>, to look at only: retry a
          failed job here.
        </Trans>
      </p>
      <DeliveryHealth />
      <FailedJobs />
      <MailOutbox />
    </div>
  );
}
