import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderAt } from '../../../../test/render.tsx';
import QuestionListPage from './QuestionListPage.tsx';

const summary = (over: Record<string, unknown>) => ({
  id: 1,
  name: 'T1-Q01',
  category: 'HTML, CSS and React',
  text: { en: 'What does HTML stand for?', ta: '' },
  version: 1,
  retired: false,
  drawn: 12,
  tamilGaps: 5,
  updatedAt: '2025-07-08T18:30:00.000Z',
  ...over,
});

const page = (questions: unknown[], total = questions.length) => ({
  questions,
  total,
  page: 1,
  pageSize: 50,
  more: false,
});

afterEach(() => vi.unstubAllGlobals());

describe('/admin/questions', () => {
  it('lists the questions with their Tamil gaps and attempts, filtered by category and searched', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/questions': () => ({
        body: page([
          summary({}),
          summary({
            id: 81,
            name: null,
            category: 'Tamil basics',
            text: { en: '', ta: 'எது சரி?' },
            version: 3,
            retired: true,
            drawn: 0,
            tamilGaps: 0,
          }),
        ]),
      }),
      'GET /api/admin/question-categories': () => ({
        body: {
          categories: [
            { name: 'HTML, CSS and React', questions: 25 },
            { name: 'Tamil basics', questions: 0 },
          ],
        },
      }),
      'GET /api/admin/questions?category=HTML%2C+CSS+and+React': () => ({ body: page([summary({})]) }),
      'GET /api/admin/questions?category=HTML%2C+CSS+and+React&q=markup': () => ({ body: page([]) }),
    });
    const user = userEvent.setup();
    renderAt(<QuestionListPage />, '/admin/questions');
    expect(screen.getByRole('heading', { level: 1, name: 'Questions' })).toBeVisible();
    const table = within(await screen.findByRole('table'));
    const first = table.getByRole('link', { name: 'What does HTML stand for?' }).closest('tr')!;
    expect(within(first).getByText('5 Tamil texts missing: English is shown')).toBeVisible();
    expect(within(first).getByText('12')).toBeVisible();
    expect(within(first).getByText('T1-Q01')).toBeVisible();
    const tamil = table.getByRole('link', { name: 'எது சரி?' });
    expect(tamil).toHaveAttribute('href', '/admin/questions/81');
    expect(tamil).toHaveAttribute('lang', 'ta');
    const second = tamil.closest('tr')!;
    expect(within(second).getByText('Tamil complete')).toBeVisible();
    expect(within(second).getByText('Retired')).toBeVisible();
    expect(within(second).getByText('v3')).toBeVisible();
    expect(screen.getByText('2 questions')).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Category'), 'HTML, CSS and React (25)');
    await waitFor(() => expect(screen.getAllByTestId('question-row')).toHaveLength(1));
    // A new question starts in the category the list shows.
    expect(screen.getByRole('link', { name: 'New question' })).toHaveAttribute(
      'href',
      '/admin/questions/new?category=HTML%2C%20CSS%20and%20React',
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'markup');
    expect(await screen.findByText('No questions match.')).toBeVisible();
    expect(calls.map((c) => c.url)).toContain('/api/admin/questions?category=HTML%2C+CSS+and+React&q=markup');
  });
});
