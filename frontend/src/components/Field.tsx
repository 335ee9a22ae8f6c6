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

/** What ties a control to its label, hint and error. */
interface Wiring {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** Every field's frame: its label, the control (wired by `control`), then its hint and error. */
function Framed({
  label,
  hint,
  error,
  optional,
  className,
  id,
  describes,
  control,
}: Common & { id?: string; describes?: string; control: (wiring: Wiring) => ReactNode }) {
  const ids = useFieldIds(id);
  const wiring: Wiring = {
    id: ids.fieldId,
    className: 'field__input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(hint, error, ids, describes),
  };
  return (
    <div className={`field ${className ?? ''}`}>
      <Label htmlFor={ids.fieldId} label={label} optional={optional} />
      {control(wiring)}
      <Extras hint={hint} error={error} {...ids} />
    </div>
  );
}

/** The frame's own props, and the rest for the control. */
function split<P extends Common & { id?: string }>({ label, hint, error, optional, className, id, ...control }: P) {
  return { frame: { label, hint, error, optional, className, id }, control };
}

/** A labelled input: label for/id, hint and error wired to aria-describedby, aria-invalid on error. */
export function Field(props: Common & InputHTMLAttributes<HTMLInputElement>) {
  const { frame, control } = split(props);
  return (
    <Framed
      {...frame}
      describes={control['aria-describedby']}
      control={(wiring) => <input {...wiring} {...control} />}
    />
  );
}

export function SelectField(props: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  const { frame, control } = split(props);
  return <Framed {...frame} control={(wiring) => <select {...wiring} {...control} />} />;
}

export function TextAreaField(props: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { frame, control } = split(props);
  return <Framed {...frame} control={(wiring) => <textarea {...wiring} {...control} />} />;
}
