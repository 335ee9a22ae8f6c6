import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import type { ErrorValues } from 'shared/api/envelope';
import { formattersFor } from 'shared/format';
import { DEFAULT_LOCALE, isLocale } from 'shared/locales';
import { waitOf, type QuestionImportKind, type ValuedCode } from 'shared/messages';

const format = () => formattersFor(isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);
const isDay = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** How a GIFT text writes the characters the format uses (code, the same in every language). */
const GIFT_ESCAPES = '\\~ \\= \\# \\{ \\} \\:';

/** A GIFT kind of question an import refuses, in the page's language. */
const importKind = (kind: unknown): string | undefined => {
  switch (kind as QuestionImportKind) {
    case 'true-false':
      return t`a true/false question: only multiple choice with one right option can be imported`;
    case 'short-answer':
      return t`a short answer question: only multiple choice with one right option can be imported`;
    case 'numeric':
      return t`a numerical question: only multiple choice with one right option can be imported`;
    case 'matching':
      return t`a matching question: only multiple choice with one right option can be imported`;
    case 'essay':
      return t`an essay question: only multiple choice with one right option can be imported`;
    case 'description':
      return t`a description without answers: only multiple choice with one right option can be imported`;
    default:
      return undefined;
  }
};

/**
 * The valued messages of shared/messages.ts (`valuedMessages`) in the page's language: ICU messages
 * of the catalogue, the answer's values written as the reader writes them (a date by useFormat's
 * rules). Undefined when the values are not what the code needs (then the server's English shows).
 */
const words: { [C in ValuedCode]: (values: ErrorValues) => string | undefined } = {
  // The server's English names the field ('Your name is too long ...'): English readers get it as sent.
  // Other languages say it without the label (the form shows it at the field the answer names).
  textTooLong: ({ max }) =>
    i18n.locale === DEFAULT_LOCALE || !isCount(max) ? undefined : t`This is too long (at most ${max} characters).`,
  textNotAllowed: () =>
    i18n.locale === DEFAULT_LOCALE ? undefined : t`This contains characters that are not allowed.`,
  textMissing: () => (i18n.locale === DEFAULT_LOCALE ? undefined : t`Please fill this in.`),
  dateNotValid: () => (i18n.locale === DEFAULT_LOCALE ? undefined : t`Please enter a valid date.`),
  certificateNotYet: ({ date }) => {
    if (!isDay(date)) return undefined;
    const day = format().date(date);
    return t`Certificate will be available on ${day}`;
  },
  documentRevokedRefusal: ({ date }) => {
    if (!isDay(date)) return undefined;
    const day = format().date(date);
    return t`This document was revoked. Revoked on ${day}.`;
  },
  documentRevokedWithReason: ({ date, reason }) => {
    if (!isDay(date) || typeof reason !== 'string') return undefined;
    const day = format().date(date);
    return t`This document was revoked. Revoked on ${day}: ${reason}.`;
  },
  referrerStillOwed: ({ rupees }) =>
    isCount(rupees)
      ? t`We still owe you ₹${rupees}. We pay on the 10th of each month; ask to erase your data once you are paid.`
      : undefined,
  correctionRequestsWaiting: ({ count }) =>
    isCount(count)
      ? plural(count, {
          one: 'You have # request waiting already. Please wait until we have looked at them.',
          other: 'You have # requests waiting already. Please wait until we have looked at them.',
        })
      : undefined,
  tooManyLogins: ({ seconds }) => {
    if (!isCount(seconds)) return undefined;
    const { unit, count } = waitOf(seconds);
    return unit === 'second'
      ? plural(count, {
          one: 'Too many login attempts. Please wait # second and try again.',
          other: 'Too many login attempts. Please wait # seconds and try again.',
        })
      : plural(count, {
          one: 'Too many login attempts. Please wait # minute and try again.',
          other: 'Too many login attempts. Please wait # minutes and try again.',
        });
  },
  questionImportKind: ({ kind }) => importKind(kind),
  questionImportUnexpected: ({ found }) =>
    typeof found === 'string'
      ? t`unexpected "${found}" (in a text, write ${GIFT_ESCAPES} for these characters)`
      : undefined,
  questionImportOptionCount: ({ count }) =>
    isCount(count)
      ? t`the question has ${count} options: give the same number, or change it on the question's screen first`
      : undefined,
};

/** A valued message of the server's answer in the page's language, or undefined when its values do not fit. */
export function valuedText(code: ValuedCode, values: unknown): string | undefined {
  if (!values || typeof values !== 'object') return undefined;
  return words[code](values as ErrorValues);
}
