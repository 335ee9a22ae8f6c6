import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuestionImportSummary } from 'shared/api/question-import';
import { heldUploads } from '../../../../test/fake-upload.ts';
import { renderAt } from '../../../../test/render.tsx';
import { useLocale } from '../../../stores/locale.ts';
import QuestionImportPage from './QuestionImportPage.tsx';

const summary = (over: Partial<QuestionImportSummary> = {}): QuestionImportSummary => ({
  mode: 'preview',
  added: 2,
  updated: 1,
  unchanged: 0,
  questions: [
    { line: 3, name: 'T1-Q01', category: 'HTML', text: 'What does HTML stand for?', action: 'update' },
    { line: 9, name: null, category: 'HTML', text: 'கேள்வி?', action: 'add' },
  ],
  errors: [],
  moreErrors: false,
  ...over,
});

const errors = [
  {
    line: 5,
    code: 'questionImportKind',
    values: { kind: 'true-false' },
    message: 'line 5: a true/false question: only multiple choice with one right option can be imported',
  },
  { line: 14, code: 'questionImportNoAnswer', message: 'line 14: no correct answer' },
] as QuestionImportSummary['errors'];

const open = () => renderAt(<QuestionImportPage />, '/admin/questions/import');

async function chooseFile(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(
    screen.getByLabelText('Question file'),
    new File(['::T1-Q01:: q {=a ~b}'], 'questions.gift.txt', { type: 'text/plain' }),
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => useLocale.getState().choose('en'));
});

describe('QuestionImportPage', () => {
  it('previews a file with its progress, lists the errors by line and keeps Import off until a clean preview', async () => {
    const sent = heldUploads();
    const user = userEvent.setup();
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Import questions' })).toBeVisible();
    await chooseFile(user);
    await user.click(
      within(screen.getByRole('group', { name: 'Language of the file' })).getByRole('radio', { name: 'Tamil' }),
    );
    await user.type(screen.getByRole('textbox', { name: 'Category' }), 'Imported');
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    expect(sent[0]!.url).toBe('/api/admin/questions/import');
    expect(sent[0]!.fields).toEqual({ format: 'gift', language: 'ta', category: 'Imported', mode: 'preview' });
    sent[0]!.progress(512, 1024);
    expect(screen.getByText('Sending: 50%')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Sending the file' })).toHaveAttribute('value', '50');

    sent[0]!.answer(200, summary({ errors }));
    const outcome = await screen.findByRole('heading', { level: 2, name: 'Preview: nothing is written yet' });
    expect(screen.getByText('New questions: 2')).toBeVisible();
    expect(screen.getByText('New versions of existing questions: 1')).toBeVisible();
    const list = screen.getByRole('region', { name: 'Errors (2)' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'line 5: a true/false question: only multiple choice with one right option can be imported',
      'line 14: no correct answer',
    ]);
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    // The outcome takes the focus: a screen reader reads it next.
    await waitFor(() => expect(outcome.closest('.question-import__outcome')).toHaveFocus());
  });

  it('imports a clean preview: the same file and fields with mode apply, then says so', async () => {
    const sent = heldUploads();
    const user = userEvent.setup();
    open();
    await chooseFile(user);
    await user.click(screen.getByRole('radio', { name: 'Aiken' }));
    await user.type(screen.getByRole('textbox', { name: 'Category' }), 'Web');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    sent[0]!.answer(200, summary());
    await screen.findByText('Press Import to write these questions.');

    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(sent[1]!.fields).toEqual({ format: 'aiken', language: 'en', category: 'Web', mode: 'apply' });
    sent[1]!.answer(200, {
      ...summary({ mode: 'apply' }),
      success: true,
      code: 'questionsImported',
      message: 'The questions were imported.',
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'The questions were imported.' })).toBeVisible();
    // Changing a field forgets the preview: Import needs a new one.
    await user.click(screen.getByRole('radio', { name: 'GIFT (Moodle)' }));
    expect(screen.queryByRole('heading', { level: 2, name: 'The questions were imported.' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('shows the errors of a refused import, in Tamil for a Tamil reader', async () => {
    const sent = heldUploads();
    const user = userEvent.setup();
    await act(() => useLocale.getState().choose('ta'));
    open();
    await user.upload(
      screen.getByLabelText('கேள்விக் கோப்பு'),
      new File(['::A:: q {=a ~b}'], 'q.txt', { type: 'text/plain' }),
    );
    await user.type(screen.getByRole('textbox', { name: 'வகை' }), 'Imported');
    await user.click(screen.getByRole('button', { name: 'முன்னோட்டம்' }));
    sent[0]!.answer(200, summary());
    await user.click(await screen.findByRole('button', { name: 'இறக்குமதி செய்' }));
    sent[1]!.answer(422, {
      success: false,
      error: 'validation_error',
      code: 'questionImportRefused',
      message: 'Nothing was imported: the file has errors.',
      errors,
      moreErrors: false,
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'எதுவும் இறக்குமதி செய்யப்படவில்லை: கோப்பில் பிழைகள் உள்ளன.' }),
    ).toBeVisible();
    expect(screen.getByText('வரி 14: சரியான பதில் இல்லை')).toBeVisible();
    expect(screen.getByText(/^வரி 5: /)).toBeVisible();
  });

  it('asks for a file, and for an Aiken file (which names no category) a category, before sending anything', async () => {
    const sent = heldUploads();
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByText('Please choose a file.')).toBeVisible();
    await chooseFile(user);
    await user.click(screen.getByRole('radio', { name: 'Aiken' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const category = screen.getByRole('textbox', { name: 'Category' });
    expect(category).toHaveFocus();
    expect(category).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });

  it('links to the GIFT export of the chosen language and category', async () => {
    const user = userEvent.setup();
    open();
    const link = screen.getByRole('link', { name: 'Download the GIFT file' });
    expect(link).toHaveAttribute('href', '/api/admin/questions/export?language=en');
    const exportSection = screen.getByRole('region', { name: 'Export to GIFT' });
    await user.click(within(exportSection).getByRole('radio', { name: 'Tamil' }));
    await user.type(within(exportSection).getByRole('textbox', { name: /^Category/ }), 'HTML, CSS and React');
    expect(link).toHaveAttribute('href', '/api/admin/questions/export?language=ta&category=HTML%2C+CSS+and+React');
  });
});
