/**
 * Where the editor's refusals go: each under the control of its field, keyed by the field's path in the
 * content ('name.en', 'fees.1.registration'), which is also what the API's 400 names (`field`).
 */
export type FieldErrors = Readonly<Record<string, string>>;

/** The id of the control of a content path: the API's `field` finds its input by it. */
export const controlId = (path: string) => `cat-${path}`;

/**
 * The control of a path, or of the first field under it ('fees' -> the first fee's first input, 'name'
 * -> the English name): the one to focus when the server refused it.
 */
function controlOf(path: string): HTMLElement | null {
  const exact = document.getElementById(controlId(path));
  if (exact) return exact;
  const prefix = CSS.escape(`${controlId(path)}.`);
  return document.querySelector<HTMLElement>(`[id^="${prefix}"]`);
}

/** Focuses the first control with an error, in the order the form shows them; false when none is on screen. */
export function focusFirstError(errors: FieldErrors): boolean {
  const controls = Object.keys(errors)
    .map(controlOf)
    .filter((c): c is HTMLElement => c !== null)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  controls[0]?.focus();
  return controls.length > 0;
}
