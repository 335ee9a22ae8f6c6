import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import type { OverviewPeriod } from 'shared/api/admin-overview';
import { useServerQuery } from '../../../api/query.ts';
import { ListStatus } from '../../../components/ListStatus.tsx';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { listFailure } from '../failures.ts';
import { EnrolmentFigure } from './EnrolmentFigure.tsx';
import { FeeFigure } from './FeeFigure.tsx';
import { MailFigure } from './MailFigure.tsx';
import { PayoutFigure } from './PayoutFigure.tsx';
import { PendingNow } from './PendingNow.tsx';
import { DEFAULT_PERIOD, PeriodSelector, periodOf } from './PeriodSelector.tsx';
import '../admin.css';
import './OverviewPage.css';
import { staff } from '../../../api/queries/staff.ts';

/**
 * /admin/overview (docs/ADMIN-OVERVIEW.md): what an admin wants to know each morning, as charts with their tables:
 * enrolments, the validations waiting now, fees matched to the bank, mails, referral payouts. The
 * period is the address's ?days= (7, 30 or 90). An operator gets the mail part only (the server
 * leaves the others null).
 */
export default function OverviewPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Overview`);
  const f = useFormat();
  const [params, setParams] = useSearchParams();
  const days = periodOf(params.get('days'));
  const { data, error, refetch, isFetching } = useServerQuery(staff.overview(days));
  const choose = (next: OverviewPeriod) =>
    setParams(
      (p) => {
        if (next === DEFAULT_PERIOD) p.delete('days');
        else p.set('days', String(next));
        return p;
      },
      { replace: true },
    );
  // While another period loads, the last one stays on screen: say which one it is.
  const shown = data && data.days === days ? data : null;
  return (
    <div className="container section admin-page overview">
      <h1>
        <Trans>Overview</Trans>
      </h1>
      <div className="admin-controls">
        <PeriodSelector days={days} onChange={choose} />
        <p className="muted overview__period" role="status" aria-live="polite">
          {isFetching && data
            ? t`Loading...`
            : shown
              ? t`${f.date(shown.from)} to ${f.date(shown.to)}, days in India time.`
              : ''}
        </p>
      </div>
      <ListStatus
        loading={!data}
        error={error ? listFailure(error, t`the overview`) : null}
        onRetry={() => void refetch()}
        emptyText=""
      />
      {data && (
        <>
          {data.enrolments && <EnrolmentFigure days={data.enrolments} from={data.from} to={data.to} />}
          {data.pending && <PendingNow pending={data.pending} />}
          {data.fees && <FeeFigure days={data.fees} from={data.from} to={data.to} />}
          <MailFigure days={data.mail.days} reasons={data.mail.failureReasons} from={data.from} to={data.to} />
          {data.payouts && <PayoutFigure months={data.payouts} from={data.from} to={data.to} />}
        </>
      )}
    </div>
  );
}
