import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderAt } from '../../../../test/render.tsx';
import { signIn, student } from '../../../../test/users.ts';
import { useLocale } from '../../../stores/locale.ts';
import { QuizPage } from './QuizPage.tsx';

const quiz = {
  testNo: 1,
  title: 'x',
  level: 'easy',
  total: 2,
  questions: [
    { n: 1, question: 'Which tag makes a link?', options: ['<a>', '<p>', '<div>', '<span>'] },
    { n: 2, question: 'Which hook holds state?', options: ['useRef', 'useState', 'useMemo', 'useId'] },
  ],
};

describe('the test in Tamil', () => {
  it('words the frame, buttons, score and toast in Tamil (the questions stay English), and the score exactly in English after switching back', async () => {
    signIn(student());
    stubFetch({
      'GET /api/tests/1': () => ({ body: quiz }),
      'POST /api/tests/1/attempts': () => ({ status: 201, body: { score: 1, total: 25, recorded: true } }),
      'GET /api/me': () => ({ body: { user: student({ testMark: 1 }) } }),
    });
    await act(() => useLocale.getState().choose('ta'));
    const user = userEvent.setup();
    renderAt(<QuizPage testNo={1} />, '/test1');

    expect(await screen.findByRole('heading', { name: 'தேர்வு 1: மிக எளிது' })).toBeVisible();
    expect(screen.getByText('கேள்வி 1 / 2')).toBeVisible();
    expect(screen.getByRole('group', { name: 'Q1. Which tag makes a link?' })).toBeVisible();
    await user.click(screen.getByRole('radio', { name: '<a>' }));
    await user.click(screen.getByRole('button', { name: 'அடுத்து' }));
    expect(screen.getByText('கேள்வி 2 / 2')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'useState' }));
    await user.click(screen.getByRole('button', { name: 'முடி' }));

    expect(await screen.findByRole('heading', { name: 'வாழ்த்துகள்!' })).toBeVisible();
    expect(screen.getByTestId('quiz-score').textContent).toBe('நீங்கள் 25-க்கு 1 மதிப்பெண் பெற்றீர்கள்');
    expect(screen.getByText('தேர்வு மதிப்பெண் வெற்றிகரமாகச் சமர்ப்பிக்கப்பட்டது!')).toBeVisible();
    expect(screen.getByRole('link', { name: 'டாஷ்போர்டுக்குத் திரும்பு' })).toHaveAttribute('href', '/dashboard');

    await act(() => useLocale.getState().choose('en'));
    expect(await screen.findByRole('heading', { name: 'Congratulations!' })).toBeVisible();
    expect(screen.getByTestId('quiz-score').textContent).toBe('You scored 1 out of 25');
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toBeVisible();
    expect(screen.getByText('Test 1: Very Easy')).toBeVisible();
  });
});
