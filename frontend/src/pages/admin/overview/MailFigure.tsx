import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import type { MailDay, MailFailureReason } from 'shared/api/admin-overview';
import { DataTable } from '../../../components/DataTable.tsx';
import { useFormat } from '../../../i18n/useFormat.ts';
import { Figure } from './Figure.tsx';
import { dayTick, FAILED_MAILS } from './links.ts';

/** What each kind of failure (mail_log.error_kind, set by the database from the error) means to an admin. */
const reasonWords: Record<string, string> = {
  timeout: 'The mail server did not answer in time',
  connection: 'The mail server could not be reached',
  authentication: 'The mail server refused our sign-in',
  refused: 'The mail server refused the mail',
  deferred: 'The mail server asked us to try later',
  other: 'Another error',
};

/** Mails sent and failed per day, and why they failed (the error's kind, most frequent first). */
export function MailFigure({ days, reasons, from, to }: { days: MailDay[]; reasons: MailFailureReason[]; from: string; to: string }) {
  const f = useFormat();
  const series = useMemo(
    () => [
      { label: 'Sent', values: days.map((d) => d.sent) },
      { label: 'Failed', values: days.map((d) => d.failed) },
    ],
    [days],
  );
  const points = useMemo(() => days.map((d) => d.day), [days]);
  const rowLabel = useCallback((day: string) => f.date(day), [f]);
  const sent = days.reduce((n, d) => n + d.sent, 0);
  const failed = days.reduce((n, d) => n + d.failed, 0);
  return (
    <>
      <Figure
        name="mail"
        title="Mails per day"
        caption={`Mails sent and failed each day from ${f.date(from)} to ${f.date(to)}: ${f.number(sent)} sent, ${f.number(failed)} failed.`}
        first="Day"
        points={points}
        axisLabel={dayTick}
        rowLabel={rowLabel}
        series={series}
        format={f.number}
        from={from}
        to={to}
        links={
          <>
            The list: <Link to={FAILED_MAILS}>failed mails</Link> (each with Resend).
          </>
        }
      />
      <section className="admin-section" aria-labelledby="mail-reasons-title">
        <h3 id="mail-reasons-title">Why mails failed</h3>
        {reasons.length === 0 ? (
          <p className="muted">No mail failed in this period.</p>
        ) : (
          <DataTable label="Table of why mails failed" columns={['Reason', 'Mails']} scrollClassName="overview-table">
            {reasons.map((r) => (
              <tr key={r.reason}>
                <th scope="row" className="wrap">
                  {reasonWords[r.reason] ?? r.reason}
                </th>
                <td className="overview-table__number">{f.number(r.count)}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
    </>
  );
}
