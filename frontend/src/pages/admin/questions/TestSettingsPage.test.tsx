import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderAt } from '../../../../test/render.tsx';
import { useLocale } from '../../../stores/locale.ts';
import TestSettingsPage from './TestSettingsPage.tsx';

const HTML = 'HTML, CSS and React';

const testOf = (testNo: 1 | 2 | 3, over: Record<string, unknown> = {}) => {
  const [category, size] = ({ 1: [HTML, 25], 2: ['Node.js and MongoDB', 30], 3: ['Figma and UI design', 25] } as const)[
    testNo
  ];
  return {
    testNo,
    size,
    rules: [{ category, count: size }],
    timeLimitMinutes: null,
    review: 'score',
    pools: { [category]: size },
    updatedAt: '2025-07-08T18:30:00.000Z',
    ...over,
  };
};

const categories = {
  categories: [
    { name: 'Figma and UI design', questions: 25 },
    { name: 'Git basics', questions: 4 },
    { name: HTML, questions: 60 },
    { name: 'Node.js and MongoDB', questions: 30 },
  ],
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => useLocale.getState().choose('en'));
});

const section = async (name: string) => within(await screen.findByRole('region', { name }));

describe('/admin/tests', () => {
  it("shows each test's rules with their pools, and saves new rules, a time limit and a review", async () => {
    const { calls } = stubFetch({
      'GET /api/admin/tests': () => ({ body: { tests: [testOf(1), testOf(2), testOf(3)] } }),
      'GET /api/admin/question-categories': () => ({ body: categories }),
      'PUT /api/admin/tests/1': ({ body }) => ({
        body: {
          test: { ...testOf(1), ...(body as object), pools: { [HTML]: 60, 'Git basics': 4 } },
          changed: ['rules', 'timeLimitMinutes', 'review'],
          code: 'testSettingsSaved',
          message: 'x',
        },
      }),
    });
    const user = userEvent.setup();
    renderAt(<TestSettingsPage />, '/admin/tests');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tests' })).toBeVisible();
    const test1 = await section('Test 1: Very Easy');
    expect(await section('Test 2: Moderate Level')).toBeTruthy();
    expect(test1.getByLabelText('Rule 1: category')).toHaveValue(HTML);
    expect(test1.getByLabelText('Rule 1: questions drawn')).toHaveValue(25);
    await waitFor(() => expect(test1.getByText('Pool: 60 questions in use')).toBeVisible());
    expect(test1.getByText("The rules draw 25 of the test's 25 questions.")).toBeVisible();
    expect(test1.getByRole('radio', { name: 'No time limit' })).toBeChecked();
    expect(test1.getByRole('radio', { name: 'Score only' })).toBeChecked();
    // Each review choice says what the intern sees.
    expect(test1.getByRole('radio', { name: 'Which answers were right' })).toHaveAccessibleDescription(
      'The intern sees which of their answers were right or wrong, but not the right options.',
    );

    const count = test1.getByLabelText('Rule 1: questions drawn');
    await user.clear(count);
    await user.type(count, '21');
    await user.click(test1.getByRole('button', { name: 'Add a rule' }));
    await waitFor(() => expect(test1.getByLabelText('Rule 2: category')).toHaveFocus());
    await user.type(test1.getByLabelText('Rule 2: category'), 'Git basics');
    await user.type(test1.getByLabelText('Rule 2: questions drawn'), '4');
    expect(test1.getAllByTestId('rule-pool').map((p) => p.textContent)).toEqual([
      'Pool: 60 questions in use',
      'Pool: 4 questions in use',
    ]);
    await user.click(test1.getByRole('radio', { name: 'A time limit in minutes' }));
    await user.type(test1.getByLabelText('Minutes (1 to 600)'), '40');
    await user.click(test1.getByRole('radio', { name: 'The right answers and explanations' }));
    await user.click(test1.getByRole('button', { name: 'Save test 1' }));

    expect(
      await test1.findByText('The test is saved. Attempts already started keep their questions and time limit.'),
    ).toBeVisible();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: '/api/admin/tests/1',
      body: {
        rules: [
          { category: HTML, count: 21 },
          { category: 'Git basics', count: 4 },
        ],
        timeLimitMinutes: 40,
        review: 'answers',
      },
    });
  });

  it('refuses before sending a rule larger than its pool and rules that do not add up, each under its field', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/tests': () => ({ body: { tests: [testOf(1), testOf(2), testOf(3)] } }),
      'GET /api/admin/question-categories': () => ({ body: categories }),
    });
    const user = userEvent.setup();
    renderAt(<TestSettingsPage />, '/admin/tests');
    const test3 = await section('Test 3: Very Difficult');
    await waitFor(() => expect(test3.getByText('Pool: 25 questions in use')).toBeVisible());
    const count = test3.getByLabelText('Rule 1: questions drawn');
    await user.clear(count);
    await user.type(count, '20');
    await user.click(test3.getByRole('button', { name: 'Add a rule' }));
    await user.type(test3.getByLabelText('Rule 2: category'), 'Git basics');
    await user.type(test3.getByLabelText('Rule 2: questions drawn'), '5');
    await user.click(test3.getByRole('button', { name: 'Save test 3' }));
    const second = test3.getByLabelText('Rule 2: questions drawn');
    await waitFor(() => expect(second).toHaveFocus());
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(test3.getAllByText('This category has fewer questions than the rule draws.')).toHaveLength(2);

    await user.click(test3.getByRole('button', { name: 'Remove rule 2' }));
    await user.click(test3.getByRole('button', { name: 'Save test 3' }));
    expect(await test3.findAllByText('The rules must draw exactly as many questions as the test has.')).toHaveLength(2);
    expect(test3.getByText("The rules draw 20 of the test's 25 questions.")).toBeVisible();

    await user.clear(test3.getByLabelText('Rule 1: questions drawn'));
    await user.type(test3.getByLabelText('Rule 1: questions drawn'), '25');
    await user.click(test3.getByRole('radio', { name: 'A time limit in minutes' }));
    await user.type(test3.getByLabelText('Minutes (1 to 600)'), '0');
    await user.click(test3.getByRole('button', { name: 'Save test 3' }));
    await waitFor(() => expect(test3.getByLabelText('Minutes (1 to 600)')).toHaveFocus());
    expect(
      test3.getAllByText('Please give the time limit in whole minutes (1 to 600), or no limit.').length,
    ).toBeGreaterThan(0);
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it("puts the server's refusal in Tamil under the rule it names", async () => {
    stubFetch({
      'GET /api/admin/tests': () => ({ body: { tests: [testOf(1), testOf(2), testOf(3)] } }),
      // The categories not known yet: the server decides the pools.
      'GET /api/admin/question-categories': () => 'network-error',
      'PUT /api/admin/tests/2': () => ({
        status: 409,
        body: { success: false, error: 'conflict', code: 'testRulePoolTooSmall', message: 'x', field: 'rules.0.count' },
      }),
    });
    await act(() => useLocale.getState().choose('ta'));
    const user = userEvent.setup();
    renderAt(<TestSettingsPage />, '/admin/tests');
    const test2 = await section('தேர்வு 2: நடுத்தர நிலை');
    await user.click(test2.getByRole('button', { name: 'தேர்வு 2-ஐச் சேமி' }));
    const count = test2.getByLabelText('விதி 1: எடுக்கப்படும் கேள்விகள்');
    await waitFor(() => expect(count).toHaveFocus());
    expect(test2.getAllByText('இந்த விதி எடுப்பதைவிட இந்தப் பிரிவில் குறைவான கேள்விகளே உள்ளன.')).toHaveLength(2);
  });
});
