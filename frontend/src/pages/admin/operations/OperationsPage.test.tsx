import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderAt } from '../../../../test/render.tsx';
import OperationsPage from './OperationsPage.tsx';

const section = (title: string) => screen.getByRole('heading', { name: title }).closest('section')!;

describe('/admin/operations', () => {
  it('says when there are no failed jobs and no mail', async () => {
    stubFetch({ 'GET /api/admin/jobs?state=failed': () => ({ body: { jobs: [] } }), 'GET /api/admin/mail': () => ({ body: { mails: [] } }) });
    renderAt(<OperationsPage />, '/admin/operations');
    expect(within(section('Failed jobs')).getByRole('status').textContent).toBe('Loading...');
    expect(await within(section('Failed jobs')).findByText('No failed jobs. Everything went through.')).toBeTruthy();
    expect(await within(section('Mail outbox')).findByText('No mail here.')).toBeTruthy();
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
    expect(await within(jobs).findByText('An error occurred while fetching data.')).toBeTruthy();
    expect(await within(section('Mail outbox')).findByText('An error occurred while fetching data.')).toBeTruthy();
    fail = false;
    await user.click(within(jobs).getByRole('button', { name: 'Try again' }));
    expect(await within(jobs).findByText('No failed jobs. Everything went through.')).toBeTruthy();
    expect(within(jobs).queryByRole('alert')).toBeNull();
  });

  it('shows delivery health: the oldest undispatched event, the oldest queued job and the jobs put back after Redis lost them', async () => {
    stubFetch({
      'GET /api/admin/delivery': () => ({ body: { repairedJobs: 3, restoredSchedulers: 2, lastRepairAt: '2026-11-20T10:00:00Z', oldestUndispatchedSeconds: null, oldestQueuedSeconds: 420 } }),
      'GET /api/admin/jobs?state=failed': () => ({ body: { jobs: [] } }),
      'GET /api/admin/mail': () => ({ body: { mails: [] } }),
    });
    renderAt(<OperationsPage />, '/admin/operations');
    const delivery = section('Delivery');
    expect(await within(delivery).findByText('7 min')).toBeTruthy();
    expect(within(delivery).getByText('none')).toBeTruthy();
    expect(within(delivery).getByText(/^3, and 2 schedules \(last on /)).toBeTruthy();
  });
});
