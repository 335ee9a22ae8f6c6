import { saveBlob } from '../../../lib/download.ts';

/**
 * A figure's rows as CSV text: the header row, then one row per day or month (csv-stringify quotes
 * what needs it). Its browser build carries a Buffer polyfill (about 35 KB), so it is fetched on the
 * first download, not with the page.
 */
async function figureCsv(header: string[], rows: (string | number)[][]): Promise<string> {
  const { stringify } = await import('csv-stringify/browser/esm/sync');
  return stringify([header, ...rows]);
}

/** Saves a figure's CSV. The byte-order mark makes Excel read it as UTF-8, as the student export does. */
export async function downloadCsv(fileName: string, header: string[], rows: (string | number)[][]): Promise<void> {
  saveBlob(new Blob([`\ufeff${await figureCsv(header, rows)}`], { type: 'text/csv;charset=utf-8' }), fileName);
}
