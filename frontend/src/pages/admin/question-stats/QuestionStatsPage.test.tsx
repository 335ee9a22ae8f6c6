import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { QuestionStat } from '../../../api/question-stats.ts';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderAt } from '../../../../test/render.tsx';
import { useLocale } from '../../../stores/locale.ts';
import QuestionStatsPage from './QuestionStatsPage.tsx';

const stat = (over: Partial<QuestionStat>): QuestionStat => ({
  questionId: 1,
  name: 'T1-Q01',
  version: 1,
  versionId: 1,
  current: true,
  retired: false,
  category: 'HTML, CSS and React',
  text: 'What does HTML stand for?',
  attempts: 200,
  facility: 0.6,
  discrimination: 0.31,
  flags: [],
  ...over,
});

const stats = [
  stat({ versionId: 1, name: 'T1-Q01', facility: 0.98, discrimination: 0.05, flags: ['tooEasy'] }),
  stat({
    versionId: 2,
    name: 'T1-Q02',
    facility: 0.15,
    discrimination: -0.12,
    flags: ['tooHard', 'negativeDiscrimination'],
  }),
  stat({ versionId: 3, name: 'T1-Q03', facility: 0.55, discrimination: 0.42 }),
  stat({
    versionId: 4,
    name: 'T1-Q05',
    version: 2,
    facility: 1,
    discrimination: null,
    attempts: 10,
    flags: ['fewAttempts'],
  }),
  stat({ versionId: 5, name: 'T1-Q05', version: 1, current: false, facility: 0.7, discrimination: 0.2, attempts: 190 }),
];
const view = { test: 1, category: null, attempts: 200, categories: ['HTML, CSS and React'], stats };

const rowNames = () =>
  screen.getAllByTestId('stats-row').map(
    (r) =>
      within(r)
        .getByRole('rowheader')
        .textContent?.match(/^T1-Q\d+ version \d/)?.[0],
  );

describe('/admin/questions/stats', () => {
  it('shows each version with its figures and its flags in words, and the CSV of the same filter', async () => {
    stubFetch({ 'GET /api/admin/question-stats?test=1': () => ({ body: view }) });
    renderAt(<QuestionStatsPage />, '/admin/questions/stats', {}, '/admin/questions/stats?test=1');

    expect(screen.getByRole('heading', { level: 1, name: 'Question statistics' })).toBeVisible();
    expect(await screen.findByText('200 finished attempts counted.')).toBeVisible();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Question', 'Category', 'Attempts', 'Facility', 'Discrimination', 'Flags']);
    const [easy, hard, plain, fresh, earlier] = screen.getAllByTestId('stats-row');
    expect(easy).toHaveTextContent('98 %');
    expect(easy).toHaveTextContent('0.05');
    expect(within(easy!).getByRole('listitem')).toHaveTextContent('Too easy: over 95 % answer it right');
    expect(
      within(hard!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Too hard: under 20 % answer it right (is the right option right?)',
      'Negative discrimination: those who did well on the rest of the test got it wrong more often',
    ]);
    expect(hard).toHaveTextContent('-0.12');
    expect(plain).toHaveTextContent('None');
    expect(fresh).toHaveTextContent('version 2');
    expect(fresh).toHaveTextContent('not defined');
    expect(fresh).toHaveTextContent('Too few attempts to judge (under 20)');
    expect(earlier).toHaveTextContent('version 1, since changed');
    expect(within(easy!).getByText('What does HTML stand for?')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: /Download CSV/ })).toHaveAttribute(
      'href',
      '/api/admin/question-stats.csv?test=1',
    );
  });

  it('orders by facility or discrimination from the keyboard, and tells screen readers which column is sorted', async () => {
    stubFetch({ 'GET /api/admin/question-stats': () => ({ body: { ...view, test: null } }) });
    const user = userEvent.setup();
    renderAt(<QuestionStatsPage />, '/admin/questions/stats');
    await screen.findByText('200 finished attempts counted.');
    const [facility, discrimination] = [
      screen.getByRole('columnheader', { name: 'Facility' }),
      screen.getByRole('columnheader', { name: 'Discrimination' }),
    ];
    expect(facility).not.toHaveAttribute('aria-sort');

    const order = screen.getByRole('combobox', { name: 'Order' });
    await user.selectOptions(order, 'Facility, lowest first');
    expect(rowNames()).toEqual([
      'T1-Q02 version 1',
      'T1-Q03 version 1',
      'T1-Q05 version 1',
      'T1-Q01 version 1',
      'T1-Q05 version 2',
    ]);
    expect(facility).toHaveAttribute('aria-sort', 'ascending');
    expect(discrimination).not.toHaveAttribute('aria-sort');

    await user.selectOptions(order, 'Discrimination, highest first');
    // No discrimination (everyone answered alike) comes last either way.
    expect(rowNames()).toEqual([
      'T1-Q03 version 1',
      'T1-Q05 version 1',
      'T1-Q01 version 1',
      'T1-Q02 version 1',
      'T1-Q05 version 2',
    ]);
    expect(discrimination).toHaveAttribute('aria-sort', 'descending');
    expect(facility).not.toHaveAttribute('aria-sort');

    await user.selectOptions(order, 'Discrimination, lowest first');
    expect(rowNames()[0]).toBe('T1-Q02 version 1');
    expect(rowNames()[4]).toBe('T1-Q05 version 2');
  });

  it('filters by test and category in the address, and asks the server for that filter', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/question-stats': () => ({ body: { ...view, test: null } }),
      'GET /api/admin/question-stats?test=2': () => ({
        body: { ...view, test: 2, attempts: 0, stats: [], categories: [] },
      }),
      'GET /api/admin/question-stats?test=2&category=HTML%2C+CSS+and+React': () => ({
        body: { ...view, test: 2, attempts: 0, stats: [], categories: [] },
      }),
    });
    const user = userEvent.setup();
    const { router } = renderAt(<QuestionStatsPage />, '/admin/questions/stats');
    await screen.findByText('200 finished attempts counted.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'HTML, CSS and React');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Test' }), 'Test 2: Moderate Level');
    expect(router.state.location.search).toBe('?category=HTML%2C+CSS+and+React&test=2');
    expect(await screen.findByText('No finished attempt has drawn a question of this filter yet.')).toBeVisible();
    expect(calls.map((c) => c.url)).toContain('/api/admin/question-stats?test=2&category=HTML%2C+CSS+and+React');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // The category chosen stays in its list even when this test's attempts drew none of it.
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('HTML, CSS and React');
  });

  it('reads in Tamil: headings, the order and the flags', async () => {
    stubFetch({ 'GET /api/admin/question-stats?test=1': () => ({ body: view }) });
    await act(() => useLocale.getState().choose('ta'));
    renderAt(<QuestionStatsPage />, '/admin/questions/stats', {}, '/admin/questions/stats?test=1');

    expect(screen.getByRole('heading', { level: 1, name: 'கேள்விப் புள்ளிவிவரங்கள்' })).toBeVisible();
    expect(await screen.findByText('முடிந்த 200 முயற்சிகள் கணக்கிடப்பட்டன.')).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'வேறுபடுத்தல்' })).toBeVisible();
    expect(screen.getAllByTestId('stats-row')[0]).toHaveTextContent('மிக எளிது');
    expect(screen.getByRole('combobox', { name: 'வரிசை' })).toBeVisible();
  });
});
