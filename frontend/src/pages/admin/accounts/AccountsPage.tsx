import { Trans, useLingui } from '@lingui/react/macro';
import { staff } from '../../../api/queries/staff.ts';
import { invalidate, useServerQuery } from '../../../api/query.ts';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts';
import { AccountTable } from './AccountTable.tsx';
import { InviteForm } from './InviteForm.tsx';
import '../admin.css';
import './AccountsPage.css';

/** Staff accounts (admins only): invite an admin, an operator or an editor by e-mail; see, disable and enable accounts. */
export default function AccountsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Accounts`);
  const { data, error } = useServerQuery(staff.accounts());
  const reload = () => invalidate(staff.accounts().queryKey);
  return (
    <div className="container section admin-page">
      <h1>
        <Trans>Accounts</Trans>
      </h1>
      <p className="muted">
        <Trans>
          Admins do everything. Operators see the queues, failed jobs, mail and payouts, and can retry and resend; they
          cannot see or change interns&apos; records, validate, pay or manage accounts.
        </Trans>
      </p>
      <InviteForm />
      <AccountTable accounts={data?.accounts} failed={Boolean(error)} reload={reload} />
    </div>
  );
}
