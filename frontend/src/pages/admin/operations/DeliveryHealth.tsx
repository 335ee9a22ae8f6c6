import { getDeliveryHealth } from '../../../api/admin.ts';
import { useServerQuery } from '../../../api/query.ts';
import { ListStatus } from '../../../components/ListStatus.tsx';
import { FETCH_FAILED } from '../failures.ts';
import { formatDateTime } from 'shared/dates';

const age = (seconds: number | null) => {
  if (seconds === null) return 'none';
  if (seconds < 90) return `${Math.round(seconds)} s`;
  if (seconds < 5400) return `${Math.round(seconds / 60)} min`;
  return `${Math.round(seconds / 3600)} h`;
};

/** Whether background work is flowing: the outbox, the queue, and what the reconciler had to put back. */
export function DeliveryHealth() {
  const { data, error, refetch } = useServerQuery({ queryKey: ['admin', 'delivery'], queryFn: ({ signal }) => getDeliveryHealth(signal) });
  const reload = () => void refetch();
  return (
    <section className="admin-section" aria-labelledby="delivery-title">
      <div className="admin-section__head">
        <h2 id="delivery-title">Delivery</h2>
        <button type="button" className="button button--small button--ghost" onClick={reload}>
          Refresh<span className="visually-hidden"> delivery</span>
        </button>
      </div>
      {!data ? (
        <ListStatus loading={!error} error={error ? FETCH_FAILED : null} onRetry={reload} emptyText="" />
      ) : (
        <dl className="facts">
          <dt>Oldest event not yet handed to the queues</dt>
          <dd>{age(data.oldestUndispatchedSeconds)}</dd>
          <dt>Oldest job still queued</dt>
          <dd>{age(data.oldestQueuedSeconds)}</dd>
          <dt>Jobs put back after Redis lost them</dt>
          <dd>
            {data.repairedJobs}
            {data.restoredSchedulers > 0 && `, and ${data.restoredSchedulers} schedules`}
            {data.lastRepairAt && ` (last on ${formatDateTime(data.lastRepairAt)})`}
          </dd>
        </dl>
      )}
    </section>
  );
}
