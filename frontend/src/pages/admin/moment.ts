import type { Formatters } from 'shared/format';

/** A moment the API may leave empty, written by the page's formatter; nothing for nothing. */
export const momentOf = (f: Formatters, value: string | null | undefined): string => (value ? f.dateTime(value) : '');
