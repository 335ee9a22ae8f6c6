import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { useServerQuery } from '../../../api/query.ts';
import { ListStatus } from '../../../components/ListStatus.tsx';
import { fetchFailed } from '../failures.ts';
import { MailTable } from './MailTable.tsx';
import '../../../components/Field.css';
import { staff } from '../../../api/queries/staff.ts';

/** Every mail the site sent or tried to send, filtered by outcome, each with Resend. */
export function MailOutbox() {
  const { t } = useLingui();
  // The filter is the address's ?mail= (the overview links to the failed mails).
  const [params, setParams] = useSearchParams();
  const mail = params.get('mail');
  const filter = mail === 'failed' || mail === 'sent' ? mail : 'all';
  const setFilter = (next: typeof filter) =>
    setParams(
      (p) => {
        if (next === 'all') p.delete('mail');
        else p.set('mail', next);
        return p;
      },
      { replace: true },
    );
  const { data, error, refetch } = useServerQuery(staff.mail.list(filter === 'all' ? undefined : filter));
  const reload = () => void refetch();
  const mails = data?.mails;
  return (
    <section className="admin-section" aria-labelledby="mail-title">
      <div className="admin-section__head">
        <h2 id="mail-title">
          <Trans>Mail outbox</Trans>
        </h2>
        <div className="field field--inline">
          <label className="field__label" htmlFor="mail-filter">
            <Trans>Show</Trans>
          </label>
          <select
            id="mail-filter"
            className="field__input"
            value={filter}
            onChange={(e) => setFilter(e.target.value as typeof filter)}
          >
            <option value="all">{t`All mail`}</option>
            <option value="failed">{t`Failed`}</option>
            <option value="sent">{t`Sent`}</option>
          </select>
        </div>
      </div>
      <ListStatus
        loading={!mails}
        error={error ? fetchFailed() : null}
        onRetry={reload}
        empty={mails?.length === 0}
        emptyText={t`No mail here.`}
      />
      {mails && mails.length > 0 && <MailTable label={t`Mail outbox`} mails={mails} />}
    </section>
  );
}
