import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { renderAt } from '../../../test/render.tsx';
import ExtraValidationPage from './ExtraValidationPage.tsx';

const row = (id: number, validated: boolean) => ({
  id,
  studentId: 3,
  course: 'Basic React.js',
  startDate: '2026-02-01',
  endDate: '2026-03-01',
  college: 'BHC',
  email: 'p@example.in',
  transaction: `UTR${id}`,
  validated,
});

describe('/ev', () => {
  it("shows 'Loading courses...' then 'No extra courses found.'", async () => {
    stubFetch({ 'GET /api/admin/extra-courses': () => ({ body: { data: [] } }) });
    renderAt(<ExtraValidationPage />, '/ev');
    expect(screen.getByText('Loading courses...')).toBeVisible();
    expect(await screen.findByText('No extra courses found.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Extra Course Validation Panel' })).toBeVisible();
  });

  it("says 'Error fetching extra courses.'", async () => {
    stubFetch({ 'GET /api/admin/extra-courses': () => ({ status: 500, body: { message: 'boom' } }) });
    renderAt(<ExtraValidationPage />, '/ev');
    expect(await screen.findByText('Error fetching extra courses.')).toBeVisible();
  });

  it('lists the columns; tick and disabled grey Validated, cross and active Validate; validating shows the message and reloads', async () => {
    let validated = false;
    const { calls } = stubFetch({
      'GET /api/admin/extra-courses': () => ({ body: { data: [row(1, true), row(2, validated)] } }),
      'POST /api/admin/extra-courses/2/validate': () => {
        validated = true;
        return { body: { message: 'Validated', jobs: [] } };
      },
    });
    const user = userEvent.setup();
    renderAt(<ExtraValidationPage />, '/ev');
    const [done, open] = await screen.findAllByTestId('ev-row');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['ID', 'Course', 'Start', 'End', 'College', 'Email', 'Transaction', 'Validated', 'Action']);
    expect(within(done!).getByRole('img', { name: 'Validated' })).toBeVisible();
    const grey = within(done!).getByRole('button', { name: 'Validated' }) as HTMLButtonElement;
    expect(grey).toBeDisabled();
    expect(grey).toHaveClass('button--done');
    expect(within(open!).getByRole('img', { name: 'Not validated' })).toBeVisible();
    await user.click(within(open!).getByRole('button', { name: /^Validate/ }));
    expect(await screen.findByText('Validated', { selector: '.toast__text' })).toBeVisible();
    expect(calls.filter((c) => c.url === '/api/admin/extra-courses')).toHaveLength(2);
    expect(within(screen.getAllByTestId('ev-row')[1]!).getByRole('button', { name: 'Validated' })).toBeVisible();
  });

  it("says 'Error validating course.'", async () => {
    stubFetch({
      'GET /api/admin/extra-courses': () => ({ body: { data: [row(2, false)] } }),
      'POST /api/admin/extra-courses/2/validate': () => ({
        status: 409,
        body: { message: 'This extra course is already validated.' },
      }),
    });
    const user = userEvent.setup();
    renderAt(<ExtraValidationPage />, '/ev');
    await user.click(await screen.findByRole('button', { name: /^Validate/ }));
    expect(await screen.findByText('Error validating course.')).toBeVisible();
  });
});
