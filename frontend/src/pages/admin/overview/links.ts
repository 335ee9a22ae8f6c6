import type { StudentFilter } from '../../../api/admin.ts';

/**
 * The lists behind the overview's figures, filtered through their addresses: /ab?status= (the
 * student list's Show filter), /admin/operations?mail=failed (the mail outbox's), /admin/payouts?period=.
 */
export const studentList = (status: Exclude<StudentFilter, 'all'>) => `/ab?status=${status}`;
export const FAILED_MAILS = '/admin/operations?mail=failed';
export const payoutsOf = (month: string) => `/admin/payouts?period=${month}`;
export const RECONCILE = '/admin/reconcile';

/** '2026-11-26' -> '26/11', short enough for a chart's axis at 360 px. */
export const dayTick = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
/** '2026-11' -> '11/2026'. */
export const monthTick = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;
