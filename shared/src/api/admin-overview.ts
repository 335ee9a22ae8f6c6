import { z } from 'zod';

/** The periods the overview offers, in days (docs/ADMIN-OVERVIEW.md). */
export const overviewPeriods = [7, 30, 90] as const;
export type OverviewPeriod = (typeof overviewPeriods)[number];

const PERIOD = 'The period is 7, 30 or 90 days.';
/** GET /api/admin/overview?days=7|30|90 (admins: every part; operators: `mail` only, the others null). */
export const overviewQuery = z.object({
  days: z.coerce
    .number({ error: PERIOD })
    .refine((d): d is OverviewPeriod => (overviewPeriods as readonly number[]).includes(d), PERIOD)
    .default(30),
});
export type OverviewQuery = z.infer<typeof overviewQuery>;

/** A calendar day in Asia/Kolkata, 'YYYY-MM-DD'. Every day of the period is present, zeros included, oldest first. */
type Day = string;

export interface EnrolmentDay {
  day: Day;
  /** Registrations made that day. */
  registered: number;
  /** Enrolments validated that day. */
  validated: number;
  /** Payments rejected that day. */
  rejected: number;
}

/** The enrolments waiting for an admin's check now (read live, not from the rollup). */
export interface PendingValidations {
  count: number;
  /** ISO time of the oldest waiting registration, or null when none waits. */
  oldestSince: string | null;
  /** Hours waited so far: the median and the 90th percentile (null when none waits). */
  medianWaitHours: number | null;
  p90WaitHours: number | null;
  /** How many have waited longer than 24 hours. */
  overADay: number;
}

export interface FeeDay {
  day: Day;
  /** Rupees of the enrolments and extra courses validated that day whose credit a bank statement matched. */
  matchedRupees: number;
  /** Rupees validated that day with no statement credit matched yet. */
  unmatchedRupees: number;
}

export interface MailDay {
  day: Day;
  sent: number;
  failed: number;
}

/** Why mails failed in the period, the most frequent first (the error's kind, never an address). */
export interface MailFailureReason {
  reason: string;
  count: number;
}

export interface PayoutMonth {
  /** 'YYYY-MM', the payout's period. */
  month: string;
  owedRupees: number;
  paidRupees: number;
}

/** GET /api/admin/overview: what an admin wants to know each morning. */
export interface AdminOverview {
  days: OverviewPeriod;
  /** The period's first and last day (Asia/Kolkata), inclusive. */
  from: Day;
  to: Day;
  enrolments: EnrolmentDay[] | null;
  pending: PendingValidations | null;
  fees: FeeDay[] | null;
  mail: { days: MailDay[]; failureReasons: MailFailureReason[] };
  /** The months the period touches, oldest first. */
  payouts: PayoutMonth[] | null;
}
