import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type { Context } from 'koa';
import { log } from '../log.ts';

/**
 * A cell a spreadsheet would run as a formula (it starts with = + - @, a tab or a carriage return)
 * gets a leading apostrophe, so Excel and LibreOffice show it as text (OWASP's CSV injection advice).
 */
export function formulaSafe(value: unknown): unknown {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * Answers a CSV download streamed from `batches` (rows of cells, a batch at a time): UTF-8 with a
 * byte-order mark (Excel then reads Tamil and other non-ASCII text right), every text cell made
 * formula-safe, an attachment named `filename`. Rows leave as they are read; a client that goes away
 * stops the reading (the batches' generator is closed, so a database cursor is given back).
 */
export function sendCsv(ctx: Context, filename: string, header: string[], batches: AsyncIterable<unknown[][]>): void {
  async function* rows() {
    yield header;
    for await (const batch of batches) for (const row of batch) yield row.map(formulaSafe);
  }
  const csv = stringify({ bom: true, cast: { boolean: (b) => (b ? 'yes' : 'no') } });
  ctx.set('Content-Type', 'text/csv; charset=utf-8');
  ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
  ctx.body = csv;
  pipeline(Readable.from(rows()), csv).catch((err: Error) => {
    // Headers are gone by now: the download ends short, which the browser reports as failed.
    if ((err as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') log.error({ err }, 'CSV export failed');
  });
}
