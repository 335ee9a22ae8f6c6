import { queryOptions } from '@tanstack/react-query';
import type { OverviewPeriod } from 'shared/api/admin-overview';
import {
  getDeliveryHealth,
  getOverview,
  getSecurity,
  listAccounts,
  listAdminExtraCourses,
  listAdminJobs,
  listAudit,
  listMail,
  listPayouts,
  type AuditFilter,
} from '../admin.ts';

const ADMIN = ['admin'] as const;
const PAYOUTS = [...ADMIN, 'payouts'] as const;
const MAIL = [...ADMIN, 'mail'] as const;

/** The staff screens' reads other than /ab's (students.ts): one entry per resource. */
export const staff = {
  /** The overview's figures for the last `days` days. */
  overview: (days: OverviewPeriod) =>
    queryOptions({
      queryKey: [...ADMIN, 'overview', days] as const,
      queryFn: ({ signal }) => getOverview(days, signal),
    }),
  /** One page of the audit log (`before`: the page's marker, null for the newest), by its filter. */
  audit: (filter: AuditFilter, before: number | null) =>
    queryOptions({
      queryKey: [...ADMIN, 'audit', filter, before] as const,
      queryFn: ({ signal }) => listAudit(filter, before, signal),
    }),
  /** Extra courses waiting for an admin's validation. */
  extraCourses: () =>
    queryOptions({
      queryKey: [...ADMIN, 'extra-courses'] as const,
      queryFn: async ({ signal }) => (await listAdminExtraCourses(signal)).data ?? [],
    }),
  /** Operations: how the mail and the jobs are doing. */
  delivery: () =>
    queryOptions({ queryKey: [...ADMIN, 'delivery'] as const, queryFn: ({ signal }) => getDeliveryHealth(signal) }),
  /** The mail log, whole or by outcome (a resend changes it). */
  mail: {
    all: MAIL,
    list: (status: 'failed' | 'sent' | undefined) =>
      queryOptions({
        queryKey: [...MAIL, status ?? 'all'] as const,
        queryFn: ({ signal }) => listMail(status, signal),
      }),
  },
  failedJobs: () =>
    queryOptions({
      queryKey: [...ADMIN, 'jobs', 'failed'] as const,
      queryFn: ({ signal }) => listAdminJobs('failed', signal),
    }),
  /** Every month's payout ledger (a run or a payment marked changes them). */
  payouts: {
    all: PAYOUTS,
    month: (period: string | undefined) =>
      queryOptions({
        queryKey: [...PAYOUTS, period ?? 'latest'] as const,
        queryFn: ({ signal }) => listPayouts(period, signal),
      }),
  },
  accounts: () =>
    queryOptions({ queryKey: [...ADMIN, 'accounts'] as const, queryFn: ({ signal }) => listAccounts(signal) }),
  /** The admin's own security: their sessions and second step. */
  security: () =>
    queryOptions({ queryKey: [...ADMIN, 'security'] as const, queryFn: ({ signal }) => getSecurity(signal) }),
};
