import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { BankLanguage, ImportFormat, ImportLineError, QuestionImportSummary } from 'shared/api/question-import';
import { MAX_QUESTION_FILE_BYTES } from 'shared/business';
import { questionExportUrl } from '../../../api/question-import.ts';
import { Field } from '../../../components/Field.tsx';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts';
import { sharedText } from '../../../i18n/shared-text.ts';
import { importErrorText } from './import-error-text.ts';
import { useQuestionImport } from './useQuestionImport.ts';
import '../admin.css';
import './QuestionImportPage.css';

/** A group of radio buttons with its legend (the format, the language). */
function Choice<V extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: V;
  options: readonly (readonly [V, string])[];
  onChange: (value: V) => void;
}) {
  return (
    <fieldset className="question-import__choice">
      <legend className="field__label">{legend}</legend>
      {options.map(([v, label]) => (
        <label key={v} className="question-import__radio">
          <input type="radio" name={name} value={v} checked={value === v} onChange={() => onChange(v)} /> {label}
        </label>
      ))}
    </fieldset>
  );
}

/** The file's problems by line, each as the server found it, in the page's language. */
function ErrorList({ errors, moreErrors }: { errors: ImportLineError[]; moreErrors: boolean }) {
  const { t } = useLingui();
  const count = errors.length;
  return (
    <section className="question-import__errors" aria-labelledby="import-errors">
      <h3 id="import-errors">{moreErrors ? t`Errors (the first ${count})` : t`Errors (${count})`}</h3>
      <ul>
        {errors.map((e, i) => (
          <li key={`${e.line}-${i}`}>{importErrorText(e)}</li>
        ))}
      </ul>
    </section>
  );
}

/** What the file adds and changes: the counts, then each question by line. */
function Summary({ summary }: { summary: QuestionImportSummary }) {
  const { t } = useLingui();
  const { added, updated, unchanged } = summary;
  const action = { add: t`New`, update: t`New version`, unchanged: t`Unchanged` };
  return (
    <>
      <ul className="question-import__counts">
        <li>{t`New questions: ${added}`}</li>
        <li>{t`New versions of existing questions: ${updated}`}</li>
        <li>{t`Unchanged: ${unchanged}`}</li>
      </ul>
      {summary.questions.length > 0 && (
        <details className="question-import__questions">
          <summary>
            <Trans>The file's questions</Trans>
          </summary>
          <ol>
            {summary.questions.map(({ line, ...q }) => (
              <li key={line}>
                <span className="muted">{t`line ${line}`}</span> {q.name && <code>{q.name}</code>} <span>{q.text}</span>{' '}
                <span className="question-import__action">{action[q.action]}</span>
              </li>
            ))}
          </ol>
        </details>
      )}
      {summary.errors.length > 0 && <ErrorList errors={summary.errors} moreErrors={summary.moreErrors} />}
    </>
  );
}

/**
 * /admin/questions/import: an editor sends a GIFT or Aiken file in English or Tamil, sees what it would
 * add and change and every error by line, then applies it whole; and downloads the banks as GIFT.
 */
export default function QuestionImportPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Import questions`);
  const ids = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [format, setFormat] = useState<ImportFormat>('gift');
  const [language, setLanguage] = useState<BankLanguage>('en');
  const [category, setCategory] = useState('');
  const [categoryError, setCategoryError] = useState<string | null>(null);
  const [exportLanguage, setExportLanguage] = useState<BankLanguage>('en');
  const [exportCategory, setExportCategory] = useState('');
  const { state, send, reset } = useQuestionImport();
  const outcome = useRef<HTMLDivElement>(null);

  // A new outcome takes the focus, so a keyboard or screen reader user lands on what happened.
  useEffect(() => {
    if (state.phase !== 'idle' && state.phase !== 'sending') outcome.current?.focus();
  }, [state.phase]);

  const changed =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      reset();
    };

  const submit = (mode: 'preview' | 'apply') => (e?: FormEvent) => {
    e?.preventDefault();
    if (!file) return setFileError(t`Please choose a file.`);
    if (file.size > MAX_QUESTION_FILE_BYTES) return setFileError(sharedText('questionImportTooLarge'));
    // An Aiken file names no category: its questions need this one. A GIFT file may name its own.
    if (format === 'aiken' && category.trim() === '') {
      setCategoryError(sharedText('questionCategoryInvalid'));
      document.getElementById(`${ids}-category`)?.focus();
      return;
    }
    send(file, { format, language, category: category.trim() }, mode);
  };

  const sending = state.phase === 'sending';
  const percent = sending ? Math.round(state.progress * 100) : null;
  const canApply = state.phase === 'previewed' && state.summary.errors.length === 0;
  const formats = [
    ['gift', t`GIFT (Moodle)`],
    ['aiken', t`Aiken`],
  ] as const;
  const languages = [
    ['en', t`English`],
    ['ta', t`Tamil`],
  ] as const;

  return (
    <div className="container section admin-page question-import">
      <h1>
        <Trans>Import questions</Trans>
      </h1>
      <p className="muted">
        <Trans>
          A file is in one language. In English, a question named like one in the banks (::T1-Q05:: in GIFT) gets a new
          version with the file&apos;s English, its Tamil kept; in Tamil, the file adds the Tamil to the questions it
          names. Any other question is new, in the file&apos;s language only. Preview first: nothing is written until
          you import, and a file with an error imports nothing.
        </Trans>
      </p>

      <form className="question-import__form" noValidate onSubmit={submit('preview')}>
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-file`}>
            <Trans>Question file</Trans>
          </label>
          <input
            id={`${ids}-file`}
            className="field__input"
            type="file"
            accept=".txt,.gift,text/plain"
            aria-describedby={`${ids}-file-hint${fileError ? ` ${ids}-file-error` : ''}`}
            aria-invalid={fileError ? true : undefined}
            disabled={sending}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setFileError(null);
              reset();
            }}
          />
          <p id={`${ids}-file-hint`} className="field__hint">
            <Trans>A UTF-8 text file under 2 MB, with at most 1000 questions.</Trans>
          </p>
          {fileError && (
            <p id={`${ids}-file-error`} className="field__error">
              {fileError}
            </p>
          )}
        </div>
        <Choice legend={t`Format`} name="format" value={format} options={formats} onChange={changed(setFormat)} />
        <Choice
          legend={t`Language of the file`}
          name="language"
          value={language}
          options={languages}
          onChange={changed(setLanguage)}
        />
        <Field
          id={`${ids}-category`}
          label={t`Category`}
          hint={t`For the new questions of a file that names no category ($CATEGORY: in GIFT; Aiken has none).`}
          error={categoryError ?? undefined}
          value={category}
          maxLength={80}
          onChange={(e) => {
            setCategory(e.target.value);
            setCategoryError(null);
            reset();
          }}
        />
        <div className="question-import__actions">
          <button type="submit" className="button" disabled={sending}>
            <Trans>Preview</Trans>
          </button>
          <button type="button" className="button button--primary" disabled={!canApply} onClick={submit('apply')}>
            <Trans>Import</Trans>
          </button>
        </div>
      </form>

      <div role="status" aria-live="polite" className="question-import__progress">
        {percent !== null && (
          <>
            <progress max={100} value={percent} aria-label={t`Sending the file`} />
            <span>{t`Sending: ${percent}%`}</span>
          </>
        )}
      </div>

      <div ref={outcome} tabIndex={-1} className="question-import__outcome">
        {state.phase === 'previewed' && (
          <section>
            <h2 id={`${ids}-outcome`}>
              <Trans>Preview: nothing is written yet</Trans>
            </h2>
            <Summary summary={state.summary} />
            <p>
              {state.summary.errors.length > 0 ? (
                <Trans>Correct the file and preview it again: a file with an error imports nothing.</Trans>
              ) : (
                <Trans>Press Import to write these questions.</Trans>
              )}
            </p>
          </section>
        )}
        {state.phase === 'applied' && (
          <section>
            <h2 id={`${ids}-outcome`}>{sharedText('questionsImported')}</h2>
            <Summary summary={state.summary} />
          </section>
        )}
        {state.phase === 'refused' && (
          <section>
            <h2 id={`${ids}-outcome`}>{sharedText('questionImportRefused')}</h2>
            <ErrorList errors={state.errors} moreErrors={state.moreErrors} />
          </section>
        )}
        {state.phase === 'failed' && (
          <p id={`${ids}-outcome`} className="field__error">
            {state.message}
          </p>
        )}
      </div>

      <section className="admin-section" aria-labelledby={`${ids}-export`}>
        <h2 id={`${ids}-export`}>
          <Trans>Export to GIFT</Trans>
        </h2>
        <p className="muted">
          <Trans>
            Every current question (or one category&apos;s) in one language, named, as GIFT. Imported again unchanged,
            it changes nothing.
          </Trans>
        </p>
        <Choice
          legend={t`Language of the export`}
          name="export-language"
          value={exportLanguage}
          options={languages}
          onChange={setExportLanguage}
        />
        <Field
          label={t`Category`}
          optional
          hint={t`Leave empty for every category.`}
          value={exportCategory}
          maxLength={80}
          onChange={(e) => setExportCategory(e.target.value)}
        />
        <a className="button" href={questionExportUrl(exportLanguage, exportCategory)} download>
          <Trans>Download the GIFT file</Trans>
        </a>
      </section>
    </div>
  );
}
