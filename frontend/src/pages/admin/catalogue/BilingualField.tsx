import { useLingui } from '@lingui/react/macro';
import { Field, TextAreaField } from '../../../components/Field.tsx';
import { useFormat } from '../../../i18n/useFormat.ts';
import { MAX_MARKDOWN_BYTES, markdownBytes, type Bilingual } from './content-form.ts';
import { controlId, type FieldErrors } from './field-errors.ts';

interface BilingualProps {
  /** The field's path in the content ('name', 'detail'): its controls are `<path>.en` and `<path>.ta`. */
  path: string;
  label: string;
  value: Bilingual;
  onChange: (value: Bilingual) => void;
  errors: FieldErrors;
  /** English must be written (every reader falls back to it). */
  required?: boolean;
  maxLength?: number;
  hint?: string;
}

/** A text in English and in Tamil, side by side where there is room; an empty Tamil text shows the English one. */
export function BilingualField({
  path,
  label,
  value,
  onChange,
  errors,
  required = false,
  maxLength,
  hint,
}: BilingualProps) {
  const { t } = useLingui();
  return (
    <div className="form-grid catalogue-pair">
      <Field
        id={controlId(`${path}.en`)}
        label={t`${label} (English)`}
        value={value.en}
        onChange={(e) => onChange({ ...value, en: e.target.value })}
        required={required}
        optional={!required}
        maxLength={maxLength}
        hint={hint}
        error={errors[`${path}.en`]}
        lang="en"
      />
      <Field
        id={controlId(`${path}.ta`)}
        label={t`${label} (Tamil)`}
        value={value.ta}
        onChange={(e) => onChange({ ...value, ta: e.target.value })}
        optional
        maxLength={maxLength}
        hint={value.ta.trim() === '' && value.en.trim() !== '' ? t`Empty: Tamil readers see the English.` : undefined}
        error={errors[`${path}.ta`]}
        lang="ta"
      />
    </div>
  );
}

/** How much of the 100 KB a Markdown text takes, in the page's numbers (bytes under one KB). */
function ByteCount({ text }: { text: string }) {
  const { t } = useLingui();
  const format = useFormat();
  const bytes = markdownBytes(text);
  const limit = format.number(MAX_MARKDOWN_BYTES / 1024);
  if (bytes < 1024) {
    const size = format.number(bytes);
    return <>{t`${size} bytes of ${limit} KB`}</>;
  }
  const kb = format.number(Math.round((bytes / 1024) * 10) / 10);
  return <>{t`${kb} KB of ${limit} KB`}</>;
}

/** A Markdown text in both languages (a course's page, a post's body), each with its size against the limit. */
export function MarkdownField({
  path,
  label,
  value,
  onChange,
  errors,
}: Omit<BilingualProps, 'required' | 'maxLength' | 'hint'>) {
  const { t } = useLingui();
  return (
    <div className="catalogue-markdown">
      <TextAreaField
        id={controlId(`${path}.en`)}
        label={t`${label} (English)`}
        value={value.en}
        onChange={(e) => onChange({ ...value, en: e.target.value })}
        rows={12}
        optional
        hint={<ByteCount text={value.en} />}
        error={errors[`${path}.en`]}
        lang="en"
        spellCheck
      />
      <TextAreaField
        id={controlId(`${path}.ta`)}
        label={t`${label} (Tamil)`}
        value={value.ta}
        onChange={(e) => onChange({ ...value, ta: e.target.value })}
        rows={12}
        optional
        hint={<ByteCount text={value.ta} />}
        error={errors[`${path}.ta`]}
        lang="ta"
      />
    </div>
  );
}
