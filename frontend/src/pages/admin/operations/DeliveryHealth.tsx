import { Plural, Trans } from '@lingui/react/macro';
import { useServerQuery } from '../../../api/query.ts';
import { ListStatus } from '../../../components/ListStatus.tsx';
import { fetchFailed } from '../failures.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { staff } from '../../../api/queries/staff.ts';

/** How long something has waited, as a person reads it: '40 s', '12 min', '3 h'. */
function Age({ seconds }: { seconds: number | null }) {
  if (seconds === null) return <Trans>none</Trans>;
  const s = Math.round(seconds);
  if (seconds < 90) return <Trans>{s} s</Trans>;
  const min = Math.round(seconds / 60);
  if (seconds < 5400) return <Trans>{min} min</Trans>;
  const h = Math.round(seconds / 3600);
  return <Trans>{h} h</Trans>;
}

/** Whether background work is flowing: the outbox, the queue, and what the reconciler had to put back. */
export function DeliveryHealth() {
  const f = useFormat();
  const { data, error, refetch } = useServerQuery(staff.delivery());
  const reload = () => void refetch();
  return (
    <section className="admin-section" aria-labelledby="delivery-title">
      <div className="admin-section__head">
        <h2 id="delivery-title">
          <Trans>Delivery</Trans>
        </h2>
        <button type="button" className="button button--small button--ghost" onClick={reload}>
          <Trans>
            Refresh<span className="visually-hidden"> delivery</span>
          </Trans>
        </button>
      </div>
      {!data ? (
        <ListStatus loading={!error} error={error ? fetchFailed() : null} onRetry={reload} emptyText="" />
      ) : (
        <dl className="facts">
          <dt>
            <Trans>Oldest event not yet handed to the queues</Trans>
          </dt>
          <dd>
            <Age seconds={data.oldestUndispatchedSeconds} />
          </dd>
          <dt>
            <Trans>Oldest job still queued</Trans>
          </dt>
          <dd>
            <Age seconds={data.oldestQueuedSeconds} />
          </dd>
          <dt>
            <Trans>Jobs put back after Redis lost them</Trans>
          </dt>
          <dd>
            {f.number(data.repairedJobs)}
            {data.restoredSchedulers > 0 && (
              <>
                , <Plural value={data.restoredSchedulers} one="and # schedule" other="and # schedules" />
              </>
            )}
            {data.lastRepairAt && (
              <>
                {' '}
                <Trans>(last on {f.dateTime(data.lastRepairAt)})</Trans>
              </>
            )}
          </dd>
        </dl>
      )}
    </section>
  );
}
