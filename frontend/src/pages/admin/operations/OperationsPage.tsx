import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts';
import { DeliveryHealth } from './DeliveryHealth.tsx';
import { FailedJobs } from './FailedJobs.tsx';
import { MailOutbox } from './MailOutbox.tsx';

/** Operators: delivery health, failed background jobs (retry), the mail outbox (resend) and Bull Board. */
export default function OperationsPage() {
  useDocumentTitle('Operations');
  return (
    <div className="container section admin-page">
      <h1>Operations</h1>
      <p>
        Live queues, job details and manual controls are in <a href="/admin/queues">Bull Board (queues)</a>.
      </p>
      <DeliveryHealth />
      <FailedJobs />
      <MailOutbox />
    </div>
  );
}
