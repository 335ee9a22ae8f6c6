import { useLingui } from '@lingui/react/macro';
import type { CategoryView } from 'shared/api/question-banks';
import { MAX_EXPLANATION_CHARS, MAX_QUESTION_CHARS } from 'shared/question-banks';
import { Field } from '../../../components/Field.tsx';
import { controlId, type FieldErrors } from '../catalogue/field-errors.ts';
import { BilingualText } from './BilingualText.tsx';
import { OptionList } from './OptionList.tsx';
import type { QuestionForm } from './question-form.ts';

type Set = <K extends keyof QuestionForm>(key: K, value: QuestionForm[K]) => void;

const CATEGORIES_LIST = 'question-categories';

/**
 * Every field of a question (shared/api/question-banks.ts questionContentSchema) in the order an intern
 * meets them, then how it is filed: its category (with the categories there are as suggestions), its
 * name and its tags.
 */
export function QuestionFields({
  form,
  set,
  errors,
  categories,
}: {
  form: QuestionForm;
  set: Set;
  errors: FieldErrors;
  categories: CategoryView[];
}) {
  const { t } = useLingui();
  return (
    <>
      <BilingualText
        path="text"
        label={t`Question`}
        hint={t`English, Tamil or both. Code stays as it is written.`}
        value={form.text}
        onChange={(v) => set('text', v)}
        errors={errors}
        maxLength={MAX_QUESTION_CHARS}
        multiline
      />
      <OptionList
        options={form.options}
        answer={form.answer}
        onChange={(options, answer) => {
          set('options', options);
          set('answer', answer);
        }}
        errors={errors}
      />
      <BilingualText
        path="explanation"
        label={t`Explanation`}
        hint={t`Optional: why the right option is right. The review after Finish may show it.`}
        value={form.explanation}
        onChange={(v) => set('explanation', v)}
        errors={errors}
        maxLength={MAX_EXPLANATION_CHARS}
        multiline
      />
      <div className="form-grid">
        <Field
          id={controlId('category')}
          label={t({ message: 'Category', context: 'a question bank: what a test draws questions from' })}
          hint={t`The tests draw their questions from categories. Choose one or type a new one.`}
          list={CATEGORIES_LIST}
          required
          maxLength={80}
          value={form.category}
          onChange={(e) => set('category', e.target.value)}
          error={errors.category}
          autoComplete="off"
        />
        <datalist id={CATEGORIES_LIST}>
          {categories.map((c) => (
            <option key={c.name} value={c.name} />
          ))}
        </datalist>
        <Field
          id={controlId('name')}
          label={t`Name`}
          optional
          hint={t`Letters, digits, dots, hyphens or underscores (T1-Q05): files of questions are matched by it.`}
          maxLength={60}
          value={form.name}
          onChange={(e) => set('name', e.target.value)}
          error={errors.name}
          autoCapitalize="none"
          spellCheck={false}
        />
        <Field
          id={controlId('tags')}
          label={t`Tags`}
          optional
          hint={t`Up to 10, separated by commas (css, layout).`}
          value={form.tags}
          onChange={(e) => set('tags', e.target.value)}
          error={errors.tags}
          autoCapitalize="none"
        />
      </div>
    </>
  );
}
