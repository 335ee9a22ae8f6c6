import { sharedText } from '../../../i18n/shared-text.ts';
import { extraAmounts, MAX_MARKDOWN_BYTES, markdownBytes, RESOURCE_KINDS, type EntryForm } from './content-form.ts';
import type { FieldErrors } from './field-errors.ts';

/** A fee as the contract takes it (shared/api/catalogue.ts: 1..1,00,000 whole rupees). */
const feeOk = (text: string) => /^\d+$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= 100_000;

/**
 * What the editor can tell before sending, in the server's own words (shared/messages.ts codes): the
 * Markdown's size, the fees, the links. The server checks it all again; this spares a round trip and
 * points at each field at once rather than the first.
 */
export function checkForm(form: EntryForm): FieldErrors {
  const errors: Record<string, string> = {};
  const markdown = form.kind === 'course' ? { path: 'detail', text: form.detail } : { path: 'body', text: form.body };
  for (const lang of ['en', 'ta'] as const)
    if (markdownBytes(markdown.text[lang]) > MAX_MARKDOWN_BYTES)
      errors[`${markdown.path}.${lang}`] = sharedText('catalogueMarkdownTooLong');
  if (form.kind === 'post') return errors;

  if (form.fees.length === 0) errors.fees = sharedText('catalogueFeeMissing');
  form.fees.forEach((row, i) => {
    if (row.locked) return;
    if (!row.from) errors[`fees.${i}.from`] = sharedText('catalogueDateInvalid');
    if (!feeOk(row.registration)) errors[`fees.${i}.registration`] = sharedText('catalogueFeeInvalid');
    if (row.struck.trim() !== '' && !feeOk(row.struck)) errors[`fees.${i}.struck`] = sharedText('catalogueFeeInvalid');
    const extra = extraAmounts(row.extra);
    if (extra.length > 4 || extra.some((n) => !Number.isInteger(n) || n < 1 || n > 100_000))
      errors[`fees.${i}.extra`] = sharedText('catalogueFeeInvalid');
  });
  for (const kind of RESOURCE_KINDS) {
    const link = form.resources[kind].trim();
    if (link && !/^https:\/\/[^\s/]+/i.test(link)) errors[`resources.${kind}`] = sharedText('catalogueLinkInvalid');
  }
  return errors;
}
