import type { ReactNode } from 'react';
import './FormStatus.css';

/** `detail`: a second line under the outcome (what to do next), read out with it. */
export type FormMessage = { kind: 'success' | 'error' | 'info'; text: ReactNode; detail?: ReactNode } | null;

/**
 * The outcome of a form, kept on screen (a toast vanishes too fast to read). The live region is
 * always rendered so screen readers announce each new message.
 */
export function FormStatus({ message, id }: { message: FormMessage; id?: string }) {
  return (
    <div id={id} role="status" aria-live="polite" aria-atomic="true" className="form-status-region">
      {message && <p className={`form-status form-status--${message.kind}`}>{message.text}</p>}
      {message?.detail && <p className="form-status__detail">{message.detail}</p>}
    </div>
  );
}
