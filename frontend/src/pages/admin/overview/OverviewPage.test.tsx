import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parse } from 'csv-parse/sync';
import type { AdminOverview, OverviewPeriod } from 'shared/api/admin-overview';
import { describe, expect, it } from 'vitest';
import { catchDownloads } from '../../../../test/downloads.ts';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderAt } from '../../../../test/render.tsx';
import OverviewPage from './OverviewPage.tsx';

const DAYS = ['2026-11-24', '2026-11-25', '2026-11-26'];

/** What the API answers an admin: three days of figures (the test's period is whatever was asked). */
function overview(days: OverviewPeriod, operator = false): AdminOverview {
  const mail = {
    days: DAYS.map((day, i) => ({ day, sent: [12, 0, 7][i]!, failed: [1, 0, 2][i]! })),
    failureReasons: [
      { reason: 'refused', count: 2 },
      { reason: 'timeout', count: 1 },
    ],
  };
  if (operator)
    return { days, from: DAYS[0]!, to: DAYS[2]!, enrolments: null, pending: null, fees: null, mail, payouts: null };
  return {
    days,
    from: DAYS[0]!,
    to: DAYS[2]!,
    enrolments: DAYS.map((day, i) => ({
      day,
      registered: [5, 0, 3][i]!,
      validated: [2, 4, 0][i]!,
      rejected: [1, 0, 0][i]!,
    })),
    pending: { count: 6, oldestSince: '2026-11-23T04:30:00Z', medianWaitHours: 20, p90WaitHours: 70, overADay: 2 },
    fees: DAYS.map((day, i) => ({ day, matchedRupees: [998, 1497, 0][i]!, unmatchedRupees: [0, 499, 0][i]! })),
    mail,
    payouts: [
      { month: '2026-10', owedRupees: 140, paidRupees: 210 },
      { month: '2026-11', owedRupees: 350, paidRupees: 0 },
    ],
  };
}

const section = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section')!;
/** The rows of a figure's table as the reader sees them: each cell's text. */
function rowsOf(table: HTMLElement): string[][] {
  return [...table.querySelectorAll('tbody tr')].map((tr) =>
    [...tr.querySelectorAll('th, td')].map((c) => c.textContent!.trim()),
  );
}

describe('/admin/overview', () => {
  it("shows an admin every figure's numbers in its table, the pending queue, and links to the lists behind them", async () => {
    const { calls } = stubFetch({ 'GET /api/admin/overview?days=30': () => ({ body: overview(30) }) });
    const user = userEvent.setup();
    renderAt(<OverviewPage />, '/admin/overview');
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    const enrolments = await screen.findByRole('heading', { level: 2, name: 'Enrolments per day' });
    const figure = enrolments.closest('section')!;
    expect(
      within(figure).getByText(
        /^Registrations, validations and rejected payments each day from 24\/11\/2026 to 26\/11\/2026: 8 registered, 6 validated, 1 rejected\.$/,
      ),
    ).toBeVisible();
    // The table is behind its disclosure, and screen readers reach it there; the chart is hidden from them.
    const table = within(figure).getByRole('table', { hidden: true });
    expect(table).not.toBeVisible();
    await user.click(within(figure).getByText('Show the table'));
    expect(table).toBeVisible();
    expect(rowsOf(table)).toEqual([
      ['24/11/2026', '5', '2', '1'],
      ['25/11/2026', '0', '4', '0'],
      ['26/11/2026', '3', '0', '0'],
      ['Total', '8', '6', '1'],
    ]);
    expect(figure.querySelector('.overview-chart')).toHaveAttribute('aria-hidden', 'true');
    expect(within(figure).getByRole('link', { name: 'validated students' })).toHaveAttribute(
      'href',
      '/ab?status=validated',
    );
    expect(within(figure).getByRole('link', { name: 'rejected payments' })).toHaveAttribute(
      'href',
      '/ab?status=rejected',
    );

    const pending = section('Waiting for validation now');
    expect(within(pending).getByTestId('pending-count').textContent).toBe('6');
    expect(within(pending).getByText('20 h')).toBeVisible();
    expect(within(pending).getByText('2 days 22 h')).toBeVisible();
    expect(within(pending).getByRole('link', { name: 'The waiting students' })).toHaveAttribute(
      'href',
      '/ab?status=pending',
    );

    const fees = section('Fees per day');
    expect(within(fees).getByText(/₹2,495 matched, ₹499 not yet matched\.$/)).toBeVisible();
    await user.click(within(fees).getByText('Show the table'));
    expect(rowsOf(within(fees).getByRole('table'))).toContainEqual(['25/11/2026', '₹1,497', '₹499']);

    const mail = section('Mails per day');
    await user.click(within(mail).getByText('Show the table'));
    expect(rowsOf(within(mail).getByRole('table'))).toContainEqual(['Total', '19', '3']);
    expect(within(mail).getByRole('link', { name: 'failed mails' })).toHaveAttribute(
      'href',
      '/admin/operations?mail=failed',
    );
    expect(
      rowsOf(within(screen.getByRole('region', { name: 'Table of why mails failed' })).getByRole('table')),
    ).toEqual([
      ['The mail server refused the mail', '2'],
      ['The mail server did not answer in time', '1'],
    ]);

    const payouts = section('Referral payouts per month');
    await user.click(within(payouts).getByText('Show the table'));
    expect(rowsOf(within(payouts).getByRole('table'))).toEqual([
      ['October 2026', '₹140', '₹210'],
      ['November 2026', '₹350', '₹0'],
      ['Total', '₹490', '₹210'],
    ]);
    expect(within(payouts).getByRole('link', { name: 'November 2026' })).toHaveAttribute(
      'href',
      '/admin/payouts?period=2026-11',
    );
    expect(calls.map((c) => c.url)).toEqual(['/api/admin/overview?days=30']);
  });

  it('shows an operator the mail part only', async () => {
    stubFetch({ 'GET /api/admin/overview?days=30': () => ({ body: overview(30, true) }) });
    renderAt(<OverviewPage />, '/admin/overview');
    expect(await screen.findByRole('heading', { level: 2, name: 'Mails per day' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Mails per day']);
    expect(screen.queryByText(/Waiting for validation/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /students/ })).not.toBeInTheDocument();
  });

  it('asks for the period chosen, and keeps it in the address', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/overview?days=90': () => ({ body: overview(90) }),
      'GET /api/admin/overview?days=7': () => ({ body: overview(7) }),
      'GET /api/admin/overview?days=30': () => ({ body: overview(30) }),
    });
    const user = userEvent.setup();
    const { router } = renderAt(<OverviewPage />, '/admin/overview', {}, '/admin/overview?days=90');
    expect(await screen.findByRole('heading', { level: 2, name: 'Enrolments per day' })).toBeVisible();
    expect(screen.getByLabelText('Period')).toHaveValue('90');
    await user.selectOptions(screen.getByLabelText('Period'), 'Last 7 days');
    await waitFor(() =>
      expect(calls.map((c) => c.url)).toEqual(['/api/admin/overview?days=90', '/api/admin/overview?days=7']),
    );
    expect(router.state.location.search).toBe('?days=7');
    expect(await screen.findByText('24/11/2026 to 26/11/2026, days in India time.')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Period'), 'Last 30 days');
    await waitFor(() => expect(calls.at(-1)!.url).toBe('/api/admin/overview?days=30'));
    expect(router.state.location.search).toBe('');
  });

  it('saves each figure as a CSV file that parses back to its numbers', async () => {
    stubFetch({ 'GET /api/admin/overview?days=30': () => ({ body: overview(30) }) });
    const saved = catchDownloads();
    const user = userEvent.setup();
    renderAt(<OverviewPage />, '/admin/overview');
    await user.click(await screen.findByRole('button', { name: /^Download CSV ?of enrolments per day$/ }));
    await user.click(screen.getByRole('button', { name: /^Download CSV ?of referral payouts per month$/ }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved.map((s) => s.name).sort()).toEqual([
      'enrolments-2026-11-24-to-2026-11-26.csv',
      'payouts-2026-11-24-to-2026-11-26.csv',
    ]);
    const [enrolments, payouts] = await Promise.all(
      saved
        .sort((a, b) => a.name.localeCompare(b.name))
        .map(async (s) => parse(await s.blob.text(), { bom: true }) as string[][]),
    );
    expect(enrolments).toEqual([
      ['Day', 'Registered', 'Validated', 'Rejected'],
      ['2026-11-24', '5', '2', '1'],
      ['2026-11-25', '0', '4', '0'],
      ['2026-11-26', '3', '0', '0'],
    ]);
    expect(payouts).toEqual([
      ['Month', 'Owed', 'Paid'],
      ['2026-10', '140', '210'],
      ['2026-11', '350', '0'],
    ]);
  });

  it("says 'Failed to fetch the overview: ' and the server's message, and Try again asks again", async () => {
    let fail = true;
    stubFetch({
      'GET /api/admin/overview?days=30': () =>
        fail
          ? { status: 500, body: { success: false, message: 'Something went wrong on our side.' } }
          : { body: overview(30) },
    });
    const user = userEvent.setup();
    renderAt(<OverviewPage />, '/admin/overview');
    expect(await screen.findByText('Failed to fetch the overview: Something went wrong on our side.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Enrolments per day' })).toBeVisible();
  });
});
