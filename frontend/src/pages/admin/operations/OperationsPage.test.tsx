import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderAt } from '../../../../test/render.tsx';
import OperationsPage from './OperationsPage.tsx';

const section = (title: string) => screen.getByRole('heading', { name: title }).closest('section')!;

describe('/admin/operations', () => {
  it('says when there are no failed jobs and no mail', async () => {
    stubFetch({
      'GET /api/admin/jobs?state=failed': () => ({ body: { jobs: [] } }),
      'GET /api/admin/mail': () => ({ body: { mails: [] } }),
    });
    renderAt(<OperationsPage />, '/admin/operations');
    expect(within(section('Failed jobs')).getByRole('status').textContent).toBe('Loading...');
    expect(await within(section('Failed jobs')).findByText('No failed jobs. Everything went through.')).toBeVisible();
    expect(await within(section('Mail outbox')).findByText('No mail here.')).toBeVisible();
  });

  it("says 'An error occurred while fetching data.' per table, and Try again reloads it", async () => {
    let fail = true;
    stubFetch({
      'GET /api/admin/jobs?state=failed': () => (fail ? 'network-error' : { body: { jobs: [] } }),
      'GET /api/admin/mail': () => ({ status: 500, body: { success: false, message: 'boom' } }),
    });
    const user = userEvent.setup();
    renderAt(<OperationsPage />, '/admin/operations');
    const jobs = section('Failed jobs');
    expect(await within(jobs).findByText('An error occurred while fetching data.')).toBeVisible();
    expect(await within(section('Mail outbox')).findByText('An error occurred while fetching data.')).toBeVisible();
    fail = false;
    await user.click(within(jobs).getByRole('button', { name: 'Try again' }));
    expect(await within(jobs).findByText('No failed jobs. Everything went through.')).toBeVisible();
    expect(within(jobs).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows delivery health: the oldest undispatched event, the oldest queued job and the jobs put back after Redis lost them', async () => {
    stubFetch({
      'GET /api/admin/delivery': () => ({
        body: {
          repairedJobs: 3,
          restoredSchedulers: 2,
          lastRepairAt: '2026-11-20T10:00:00Z',
          oldestUndispatchedSeconds: null,
          oldestQueuedSeconds: 420,
        },
      }),
      'GET /api/admin/jobs?state=failed': () => ({ body: { jobs: [] } }),
      'GET /api/admin/mail': () => ({ body: { mails: [] } }),
    });
    renderAt(<OperationsPage />, '/admin/operations');
    const delivery = section('Delivery');
    expect(await within(delivery).findByText('7 min')).toBeVisible();
    expect(within(delivery).getByText('none')).toBeVisible();
    expect(within(delivery).getByText(/^3, and 2 schedules \(last on /)).toBeVisible();
  });

  it("shows an operator the intern's id where the API left out the address and subject", async () => {
    const failedJob = {
      id: 'e12-mail-offer-letter',
      handler: 'mail-offer-letter',
      state: 'failed',
      attempts: 3,
      progress: 10,
      result: null,
      error: '550 [e-mail]: no such user',
      updatedAt: '2026-11-20T10:00:00Z',
      queue: 'mail',
      eventId: 12,
      studentId: 123,
      createdAt: '2026-11-20T09:00:00Z',
    };
    const mail = {
      id: 9,
      template: 'mail-offer-letter',
      recipient: null,
      subject: null,
      studentId: 123,
      status: 'failed',
      error: '550 [e-mail]: no such user',
      attempts: 3,
      sentAt: null,
      outboxPath: null,
      jobId: 'e12-mail-offer-letter',
      createdAt: '2026-11-20T09:00:00Z',
    };
    const referrerMail = {
      ...mail,
      id: 10,
      template: 'mail-referral-welcome',
      studentId: null,
      jobId: 'e13-mail-referral-welcome',
    };
    stubFetch({
      'GET /api/admin/jobs?state=failed': () => ({ body: { jobs: [failedJob] } }),
      'GET /api/admin/mail': () => ({ body: { mails: [mail, referrerMail] } }),
    });
    renderAt(<OperationsPage />, '/admin/operations');
    expect(await within(section('Failed jobs')).findByText('Intern #123')).toBeVisible();
    const rows = await within(section('Mail outbox')).findAllByTestId('mail-row');
    expect(within(rows[0]!).getByRole('cell', { name: 'Intern #123' })).toBeVisible();
    expect(within(rows[1]!).getByRole('cell', { name: 'Not shown' })).toBeVisible();
    expect(within(rows[0]!).getByRole('button').textContent).toMatch(/^Resend .+ to Intern #123$/);
    expect(section('Mail outbox').textContent).not.toContain('null');
  });
  it('shows the failed mails when the address says ?mail=failed (the overview links there)', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/jobs?state=failed': () => ({ body: { jobs: [] } }),
      'GET /api/admin/mail?status=failed': () => ({ body: { mails: [] } }),
    });
    renderAt(<OperationsPage />, '/admin/operations', {}, '/admin/operations?mail=failed');
    expect(await within(section('Mail outbox')).findByText('No mail here.')).toBeVisible();
    expect(screen.getByLabelText('Show')).toHaveValue('failed');
    expect(calls.map((c) => c.url)).toContain('/api/admin/mail?status=failed');
  });
});
