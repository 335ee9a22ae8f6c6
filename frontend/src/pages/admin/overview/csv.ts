import { stringify } from 'csv-stringify/browser/esm/sync';
import { saveBlob } from '../../../lib/download.ts';

/** A figure's rows as CSV text: the header row, then one row per day or month (csv-stringify quotes what needs it). */
export function figureCsv(header: string[], rows: (string | number)[][]): string {
  return stringify([header, ...rows]);
}

/** Saves a figure's CSV. The byte-order mark makes Excel read it as UTF-8, as the student export does. */
export function downloadCsv(fileName: string, header: string[], rows: (string | number)[][]): void {
  saveBlob(new Blob([`\ufeff${figureCsv(header, rows)}`], { type: 'text/csv;charset=utf-8' }), fileName);
}
