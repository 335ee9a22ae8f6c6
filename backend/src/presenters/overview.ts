import type { AdminOverview, MailFailureReason, OverviewPeriod } from 'shared/api/admin-overview';
import { calendarDaysBetween, periodsBetween } from 'shared/dates';
import type { OverviewFigure, PendingRow } from '../queries/overview.ts';

export interface OverviewInput {
  days: OverviewPeriod;
  from: string;
  to: string;
  figures: OverviewFigure[];
  /** Null: the viewer sees the mail figures only. */
  pending: PendingRow | null;
}

const FAILED_KIND = 'mail.failed.';
const hours = (h: number | null) => (h === null ? null : Math.round(h * 10) / 10);

/** The overview's answer: every day of the period (zeros included) and every month it touches, oldest first. */
export function presentOverview({ days, from, to, figures, pending }: OverviewInput): AdminOverview {
  const value = new Map(figures.map((f) => [`${f.day} ${f.metric}`, f.value]));
  const at = (day: string, metric: string) => value.get(`${day} ${metric}`) ?? 0;
  const periodDays = calendarDaysBetween(from, to);
  const reasons = new Map<string, number>();
  for (const f of figures) {
    if (!f.metric.startsWith(FAILED_KIND)) continue;
    const reason = f.metric.slice(FAILED_KIND.length);
    reasons.set(reason, (reasons.get(reason) ?? 0) + f.value);
  }
  const failureReasons: MailFailureReason[] = [...reasons]
    .filter(([, count]) => count > 0)
    .map(([reason, count]) => ({ reason, count }))
    .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
  const mail = {
    days: periodDays.map((day) => ({ day, sent: at(day, 'mail.sent'), failed: at(day, 'mail.failed') })),
    failureReasons,
  };
  if (!pending) return { days, from, to, enrolments: null, pending: null, fees: null, mail, payouts: null };
  return {
    days,
    from,
    to,
    enrolments: periodDays.map((day) => ({
      day,
      registered: at(day, 'registered'),
      validated: at(day, 'validated'),
      rejected: at(day, 'rejected'),
    })),
    pending: {
      count: pending.count,
      oldestSince: pending.oldestSince ? new Date(pending.oldestSince).toISOString() : null,
      medianWaitHours: hours(pending.medianWaitHours),
      p90WaitHours: hours(pending.p90WaitHours),
      overADay: pending.overADay,
    },
    fees: periodDays.map((day) => ({
      day,
      matchedRupees: at(day, 'fees.matched'),
      unmatchedRupees: at(day, 'fees.unmatched'),
    })),
    mail,
    payouts: periodsBetween(from, to).map((month) => ({
      month,
      owedRupees: at(`${month}-01`, 'payouts.owed'),
      paidRupees: at(`${month}-01`, 'payouts.paid'),
    })),
  };
}
