import { useLingui } from '@lingui/react/macro';
import type { Bilingual } from 'shared/api/question-banks';
import { Field, TextAreaField } from '../../../components/Field.tsx';
import { controlId, type FieldErrors } from '../catalogue/field-errors.ts';

/**
 * A text in English and in Tamil, side by side where there is room: the question and the explanation
 * on several lines, an option on one. Either language may be left empty (a question written only in
 * Tamil is one every intern reads in Tamil); a Tamil reader sees the English where there is no Tamil.
 */
export function BilingualText({
  path,
  label,
  value,
  onChange,
  errors,
  maxLength,
  multiline = false,
  hint,
}: {
  path: string;
  label: string;
  value: Bilingual;
  onChange: (value: Bilingual) => void;
  errors: FieldErrors;
  maxLength: number;
  multiline?: boolean;
  hint?: string;
}) {
  const { t } = useLingui();
  const tamilHint =
    value.ta.trim() === '' && value.en.trim() !== '' ? t`Empty: Tamil readers see the English.` : undefined;
  const sides = [
    { lang: 'en' as const, label: t`${label} (English)`, hint },
    { lang: 'ta' as const, label: t`${label} (Tamil)`, hint: tamilHint },
  ];
  return (
    <div className="form-grid question-pair">
      {sides.map((side) => {
        const common = {
          id: controlId(`${path}.${side.lang}`),
          label: side.label,
          value: value[side.lang],
          maxLength,
          hint: side.hint,
          error: errors[`${path}.${side.lang}`],
          lang: side.lang,
        };
        return multiline ? (
          <TextAreaField
            key={side.lang}
            {...common}
            rows={3}
            onChange={(e) => onChange({ ...value, [side.lang]: e.target.value })}
          />
        ) : (
          <Field key={side.lang} {...common} onChange={(e) => onChange({ ...value, [side.lang]: e.target.value })} />
        );
      })}
    </div>
  );
}
