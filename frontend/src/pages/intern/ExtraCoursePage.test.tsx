import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { renderAt } from '../../../test/render.tsx';
import { signIn, student } from '../../../test/users.ts';
import { extraCourses } from '../../content/courses.ts';
import { useToastStore } from '../../stores/toast.ts';
import ExtraCoursePage from './ExtraCoursePage.tsx';

const rows = [
  { id: 5, course: 'Basic React.js', startDate: '2026-02-01', endDate: '2026-03-01', college: 'BHC', transaction: 'UTR111', email: 'p@example.in', validated: false },
  { id: 6, course: 'Java Development', startDate: '2026-02-01', endDate: '2099-03-01', college: 'BHC', transaction: 'UTR222', email: 'p@example.in', validated: true },
];

function setup(post: Parameters<typeof stubFetch>[0][string] = () => ({ status: 201, body: { success: true, message: '✅ Extra course registered!', extraCourse: {} } })) {
  signIn(student());
  const stub = stubFetch({
    'GET /api/extra-courses': () => ({ body: { extraCourses: rows } }),
    'GET /api/documents': () => ({ body: { documents: [] } }),
    'POST /api/extra-courses': post,
  });
  renderAt(<ExtraCoursePage />, '/extracourse', { '/extraalert': 'ALERT PAGE' });
  return stub;
}

async function fill(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const q = within(dialog);
  await user.selectOptions(q.getByLabelText('Course'), 'Basic React.js');
  await user.type(q.getByLabelText('Start date'), '2026-04-01');
  await user.type(q.getByLabelText('End date'), '2026-05-01');
  await user.type(q.getByLabelText('Transaction id'), 'UTR987654');
}

beforeEach(() => sessionStorage.clear());

describe('extra courses', () => {
  it('counts the courses, says on load to download on a desktop, and keeps unvalidated rows without downloads', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Registered Extra Courses (2)' })).toBeTruthy();
    expect(screen.getByText('Download the certificate on a desktop for a better view')).toBeTruthy();
    const [pending, validated] = screen.getAllByTestId('extra-row');
    expect(pending!.textContent).toContain('Verification Pending');
    expect(within(pending!).queryByRole('button')).toBeNull();
    expect(within(validated!).getByRole('button', { name: /Offer letter/ })).toBeTruthy();
  });

  it('the certificate of a course not yet ended tells its end date', async () => {
    setup();
    const user = userEvent.setup();
    const validated = (await screen.findAllByTestId('extra-row'))[1]!;
    await user.click(within(validated).getByRole('button', { name: /Certificate/ }));
    expect(await screen.findByText('Certificate will be available on 01/03/2099')).toBeTruthy();
  });

  it('the modal: the eleven courses, Pay ₹200, every field required', async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Extra Course' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Extra Course' });
    expect(within(dialog).getByText('Pay ₹200')).toBeTruthy();
    const options = within(within(dialog).getByLabelText('Course')).getAllByRole('option').slice(1);
    expect(options.map((o) => o.textContent)).toEqual([...extraCourses]);
    expect(options).toHaveLength(11);
    // College and e-mail come filled from the profile; clear one to see its rule.
    await user.clear(within(dialog).getByLabelText('College'));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('Please choose a course.')).toBeTruthy();
    expect(within(dialog).getByText('Please enter the start date.')).toBeTruthy();
    expect(within(dialog).getByText('Please enter the end date.')).toBeTruthy();
    expect(within(dialog).getByText('Please enter your college.')).toBeTruthy();
    expect(within(dialog).getByText('Please enter the transaction id.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('sends the course, says so for 5 s and opens /extraalert', async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Extra Course' }));
    await fill(user, screen.getByRole('dialog'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('ALERT PAGE')).toBeTruthy();
    expect(useToastStore.getState().toasts).toContainEqual(expect.objectContaining({ message: '✅ Extra course registered!', duration: 5000 }));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      course: 'Basic React.js',
      startDate: '2026-04-01',
      endDate: '2026-05-01',
      college: 'Bishop Heber College',
      transaction: 'UTR987654',
      email: 'priya@example.in',
    });
  });

  it("says '❌ Course add failed' when the server refuses", async () => {
    setup(() => ({ status: 400, body: { success: false, message: 'Please enter a real date.' } }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Extra Course' }));
    await fill(user, screen.getByRole('dialog'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('❌ Course add failed')).toBeTruthy();
    expect(screen.getByText('❌ Course add failed: Please enter a real date.')).toBeTruthy();
    expect(screen.queryByText('ALERT PAGE')).toBeNull();
  });
});
