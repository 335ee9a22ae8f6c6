import { useLingui } from '@lingui/react/macro';
import { Field } from '../../../components/Field.tsx';
import { BilingualField, MarkdownField } from './BilingualField.tsx';
import type { PostForm } from './content-form.ts';
import { controlId, type FieldErrors } from './field-errors.ts';

type Set = <K extends keyof PostForm>(key: K, value: PostForm[K]) => void;

/** Every field of a blog post's draft (shared/api/catalogue.ts postContentSchema). */
export function PostFields({ form, set, errors }: { form: PostForm; set: Set; errors: FieldErrors }) {
  const { t } = useLingui();
  return (
    <>
      <Field
        id={controlId('slug')}
        label={t`Page address`}
        hint={t`Lowercase letters, digits and hyphens: the page's address (why-learn-react).`}
        required
        value={form.slug}
        onChange={(e) => set('slug', e.target.value)}
        error={errors.slug}
        autoCapitalize="none"
        spellCheck={false}
      />
      <BilingualField
        path="title"
        label={t`Title`}
        value={form.title}
        onChange={(v) => set('title', v)}
        errors={errors}
        required
        maxLength={160}
      />
      <BilingualField
        path="summary"
        label={t`Summary`}
        hint={t`The card's text on /blog, and what search engines show.`}
        value={form.summary}
        onChange={(v) => set('summary', v)}
        errors={errors}
        required
        maxLength={300}
      />
      <BilingualField
        path="category"
        label={t`Category`}
        value={form.category}
        onChange={(v) => set('category', v)}
        errors={errors}
        required
        maxLength={60}
      />
      <Field
        id={controlId('date')}
        label={t`Date`}
        hint={t`The date the post shows.`}
        type="date"
        required
        value={form.date}
        onChange={(e) => set('date', e.target.value)}
        error={errors.date}
      />
      <MarkdownField
        path="body"
        label={t`Post (Markdown)`}
        value={form.body}
        onChange={(v) => set('body', v)}
        errors={errors}
      />
    </>
  );
}
