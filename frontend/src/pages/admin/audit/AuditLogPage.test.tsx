import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuditEntry, AuditPage } from '../../../api/admin.ts';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderAt } from '../../../../test/render.tsx';
import AuditLogPage from './AuditLogPage.tsx';

const actors = [{ value: 'admin:1', label: 'Office Admin (office@example.in)' }];

function entry(id: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id,
    at: '2026-10-01T05:00:00Z',
    actor: 'admin:1',
    actorLabel: 'Office Admin (office@example.in)',
    action: 'student.validated',
    actionLabel: 'Validated a student',
    student: { id: 5, internId: 'TNTAIN5', name: 'Meena Kumar' },
    subject: '',
    ...overrides,
  };
}
const page = (entries: AuditEntry[], next: number | null = null) => ({
  body: { entries, next, actors } satisfies AuditPage,
});
const rows = () => screen.getAllByTestId('audit-row');

describe('/admin/audit', () => {
  it('lists the actions newest first with actor, time, action and the student, and pages by Older and Newer', async () => {
    stubFetch({
      'GET /api/admin/audit': () =>
        page(
          [
            entry(30),
            entry(20, {
              action: 'payout.paid',
              actionLabel: 'Marked a payout paid',
              student: null,
              subject: 'payout 7',
            }),
          ],
          20,
        ),
      'GET /api/admin/audit?before=20': () =>
        page([
          entry(10, {
            actor: 'system',
            actorLabel: 'System',
            action: 'student.completed',
            actionLabel: 'Internship completed (certificate due)',
          }),
        ]),
    });
    const user = userEvent.setup();
    renderAt(<AuditLogPage />, '/admin/audit');
    expect(await screen.findByText('Page 1: 2 entries')).toBeVisible();
    const first = within(rows()[0]!);
    expect(first.getByText('1 Oct 2026, 10:30 am')).toBeVisible();
    expect(first.getByText('Office Admin (office@example.in)')).toBeVisible();
    expect(first.getByRole('rowheader').textContent).toBe('Validated a student');
    expect(first.getByRole('link')).toHaveAttribute('href', '/admin/audit?student=5');
    expect(within(rows()[1]!).getByText('payout 7')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Page 2: 1 entry')).toBeVisible();
    expect(within(rows()[0]!).getByText('System')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findByText('Page 1: 2 entries')).toBeVisible();
  });

  it('filters by actor, action, student (typed as the intern id) and dates, and Clear shows everything again', async () => {
    stubFetch({
      'GET /api/admin/audit': () => page([entry(30), entry(20)]),
      'GET /api/admin/audit?actor=admin%3A1&action=student.validated&student=5&from=2026-10-01&to=2026-10-31': () =>
        page([entry(30)]),
    });
    const user = userEvent.setup();
    renderAt(<AuditLogPage />, '/admin/audit');
    expect(await screen.findByText('Page 1: 2 entries')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Actor'), 'admin:1');
    await user.selectOptions(screen.getByLabelText('Action'), 'Validated a student');
    await user.type(screen.getByLabelText('Student (intern ID)'), 'TNTAIN5');
    await user.type(screen.getByLabelText('From'), '2026-10-01');
    await user.type(screen.getByLabelText('To'), '2026-10-31');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Page 1: 1 entry')).toBeVisible();
    expect(screen.getByLabelText('Student (intern ID)')).toHaveValue('5');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Page 1: 2 entries')).toBeVisible();
  });

  it("shows the server's refusal of a filter, and 'No actions match.' for none", async () => {
    stubFetch({
      'GET /api/admin/audit?from=2026-10-05&to=2026-10-01': () => ({
        status: 400,
        body: { success: false, message: 'The From date must not be after the To date.' },
      }),
      'GET /api/admin/audit?student=77': () => page([]),
    });
    renderAt(<AuditLogPage />, '/admin/audit', {}, '/admin/audit?from=2026-10-05&to=2026-10-01');
    expect(
      await screen.findByText('Failed to fetch the audit log: The From date must not be after the To date.'),
    ).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.type(screen.getByLabelText('Student (intern ID)'), '77');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('No actions match.')).toBeVisible();
  });
});
