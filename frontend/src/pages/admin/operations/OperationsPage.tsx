import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts';
import { DeliveryHealth } from './DeliveryHealth.tsx';
import { FailedJobs } from './FailedJobs.tsx';
import { MailOutbox } from './MailOutbox.tsx';
import '../admin.css';

/** Operators: delivery health, failed background jobs (retry: the one way, Bull Board is read-only), the mail outbox (resend) and Bull Board. */
export default function OperationsPage() {
  useDocumentTitle('Operations');
  return (
    <div className="container section admin-page">
      <h1>Operations</h1>
      <p>
        Live queues and job details are in <a href="/admin/queues">Bull Board (queues)</a>, to look at only: retry a failed job here.
      </p>
      <DeliveryHealth />
      <FailedJobs />
      <MailOutbox />
    </div>
  );
}
