import type { FormEvent } from 'react';
import { t } from '@lingui/core/macro';
import { sharedText } from '../i18n/shared-text.ts';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A field's name as its label says it, without the '(optional)' mark. */
function labelOf(control: Control): string {
  const label = control.labels?.[0];
  if (!label) return control.getAttribute('aria-label') ?? control.name;
  const copy = label.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('.field__optional, .visually-hidden').forEach((part) => part.remove());
  return (copy.textContent ?? '').trim();
}

function wordsFor(control: Control): string {
  const label = labelOf(control);
  const { validity } = control;
  if (validity.valueMissing) {
    if (control.type === 'checkbox') return t`Please tick the box: ${label}`;
    if (control.type === 'file') return t`Please choose a file: ${label}`;
    return t`Please fill in: ${label}`;
  }
  if (validity.typeMismatch && control.type === 'email') return sharedText('invalidEmail');
  if (validity.tooShort) {
    const least = control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement ? control.minLength : 0;
    return t`${label}: at least ${least} characters, please.`;
  }
  return t`Please check: ${label}`;
}

/**
 * The forms check their own fields (`noValidate`): the browser's bubbles speak the phone's language,
 * not the page's (English on a Tamil page), and are gone before a screen reader reads them. This is
 * the first field the form's own rules (required, type="email", minlength...) refuse, focused, in the
 * page's words for the form's status line; null when the form may be sent.
 */
export function refusalOf(form: HTMLFormElement): string | null {
  for (const element of Array.from(form.elements)) {
    if (!(
      element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement
    ))
      continue;
    if (element.disabled || element.validity.valid) continue;
    element.focus();
    return wordsFor(element);
  }
  return null;
}

/**
 * A form's submit: the form's own rules first (refusalOf; the refusal goes to `refuse`), then `send`.
 */
export const checkedSubmit =
  (refuse: (refusal: string) => void, send: () => unknown) =>
  (e: FormEvent): void => {
    e.preventDefault();
    const refusal = refusalOf(e.currentTarget as HTMLFormElement);
    if (refusal) return refuse(refusal);
    void send();
  };
