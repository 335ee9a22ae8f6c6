import { Trans } from '@lingui/react/macro';
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import './Field.css';

interface Common {
  label: ReactNode;
  /** Help text under the label, linked with aria-describedby. */
  hint?: ReactNode;
  /** An error for this field, announced with it. */
  error?: ReactNode;
  /** Shows '(optional)' after the label. */
  optional?: boolean;
  className?: string;
}

function useFieldIds(id?: string) {
  const auto = useId();
  const fieldId = id ?? `f${auto}`;
  return { fieldId, hintId: `${fieldId}-hint`, errorId: `${fieldId}-error` };
}

function describedBy(hint: unknown, error: unknown, ids: { hintId: string; errorId: string }, extra?: string) {
  return [hint ? ids.hintId : '', error ? ids.errorId : '', extra ?? ''].filter(Boolean).join(' ') || undefined;
}

function Label({ htmlFor, label, optional }: { htmlFor: string; label: ReactNode; optional?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="field__label">
      {label}
      {optional && (
        <span className="field__optional">
          {' '}
          <Trans>(optional)</Trans>
        </span>
      )}
    </label>
  );
}

function Extras({
  hint,
  error,
  hintId,
  errorId,
}: {
  hint?: ReactNode;
  error?: ReactNode;
  hintId: string;
  errorId: string;
}) {
  return (
    <>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </>
  );
}

/** A labelled input: label for/id, hint and error wired to aria-describedby, aria-invalid on error. */
export function Field({
  label,
  hint,
  error,
  optional,
  className,
  id,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  const ids = useFieldIds(id);
  return (
    <div className={`field ${className ?? ''}`}>
      <Label htmlFor={ids.fieldId} label={label} optional={optional} />
      <input
        id={ids.fieldId}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint, error, ids, input['aria-describedby'])}
        {...input}
      />
      <Extras hint={hint} error={error} {...ids} />
    </div>
  );
}

export function SelectField({
  label,
  hint,
  error,
  optional,
  className,
  id,
  children,
  ...select
}: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  const ids = useFieldIds(id);
  return (
    <div className={`field ${className ?? ''}`}>
      <Label htmlFor={ids.fieldId} label={label} optional={optional} />
      <select
        id={ids.fieldId}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint, error, ids)}
        {...select}
      >
        {children}
      </select>
      <Extras hint={hint} error={error} {...ids} />
    </div>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  optional,
  className,
  id,
  ...area
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const ids = useFieldIds(id);
  return (
    <div className={`field ${className ?? ''}`}>
      <Label htmlFor={ids.fieldId} label={label} optional={optional} />
      <textarea
        id={ids.fieldId}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint, error, ids)}
        {...area}
      />
      <Extras hint={hint} error={error} {...ids} />
    </div>
  );
}
