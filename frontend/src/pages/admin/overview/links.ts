import type { StudentFilter } from '../../../api/admin.ts';

/**
 * The lists behind the overview's figures, filtered through their addresses: /ab?status= (the
 * student list's Show filter), /admin/operations?mail=failed (the mail outbox's), /admin/payouts?period=.
 */
export const studentList = (status: Exclude<StudentFilter, 'all'>) => `/ab?status=${status}`;
export const FAILED_MAILS = '/admin/operations?mail=failed';
export const payoutsOf = (month: string) => `/admin/payouts?period=${month}`;
export const RECONCILE = '/admin/reconcile';
