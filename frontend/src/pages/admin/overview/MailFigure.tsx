import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { MailDay, MailFailureReason } from 'shared/api/admin-overview';
import { DataTable } from '../../../components/DataTable.tsx';
import { useFormat } from '../../../i18n/useFormat.ts';
import { DailyFigure } from './Figure.tsx';
import { FAILED_MAILS } from './links.ts';

/** What each kind of failure (mail_log.error_kind, set by the database from the error) means to an admin. */
const reasonWords: Record<string, MessageDescriptor> = {
  timeout: msg`The mail server did not answer in time`,
  connection: msg`The mail server could not be reached`,
  authentication: msg`The mail server refused our sign-in`,
  refused: msg`The mail server refused the mail`,
  deferred: msg`The mail server asked us to try later`,
  other: msg`Another error`,
};

/** Mails sent and failed per day, and why they failed (the error's kind, most frequent first). */
export function MailFigure({
  days,
  reasons,
  from,
  to,
}: {
  days: MailDay[];
  reasons: MailFailureReason[];
  from: string;
  to: string;
}) {
  const f = useFormat();
  const { t, i18n } = useLingui();
  const reasonText = (reason: string) => {
    const words = reasonWords[reason];
    return words ? i18n._(words) : reason;
  };
  const series = useMemo(
    () => [
      { label: t`Sent`, values: days.map((d) => d.sent) },
      { label: t`Failed`, values: days.map((d) => d.failed) },
    ],
    [days, t],
  );
  const points = useMemo(() => days.map((d) => d.day), [days]);
  const sent = days.reduce((n, d) => n + d.sent, 0);
  const failed = days.reduce((n, d) => n + d.failed, 0);
  return (
    <>
      <DailyFigure
        name="mail"
        title={t`Mails per day`}
        caption={t`Mails sent and failed each day from ${f.date(from)} to ${f.date(to)}: ${f.number(sent)} sent, ${f.number(failed)} failed.`}
        {...{ points, series, from, to }}
        links={
          <Trans>
            The list: <Link to={FAILED_MAILS}>failed mails</Link> (each with Resend).
          </Trans>
        }
      />
      <section className="admin-section" aria-labelledby="mail-reasons-title">
        <h3 id="mail-reasons-title">
          <Trans>Why mails failed</Trans>
        </h3>
        {reasons.length === 0 ? (
          <p className="muted">
            <Trans>No mail failed in this period.</Trans>
          </p>
        ) : (
          <DataTable
            label={t`Table of why mails failed`}
            columns={[t`Reason`, t`Mails`]}
            scrollClassName="overview-table"
          >
            {reasons.map((r) => (
              <tr key={r.reason}>
                <th scope="row" className="wrap">
                  {reasonText(r.reason)}
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
