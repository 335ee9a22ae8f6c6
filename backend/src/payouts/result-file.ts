import { locateColumns, parseAmount, readTable } from '../lib/tabular-file.ts';

/**
 * The bank's result file of a bulk UPI transfer: per row the reference we gave (payouts.csv's
 * 'REF-<period>-<id>'), the UTR of the transfer, its status and the bank's reason. Banks name the
 * columns differently; these are the common spellings.
 */
const columns = {
  reference: {
    names: [
      'reference',
      'ref no',
      'ref no.',
      'customer reference',
      'customer ref no',
      'payment ref',
      'payment reference',
    ],
    label: 'reference',
  },
  utr: {
    names: ['utr', 'utr no', 'utr no.', 'utr number', 'bank reference', 'rrn', 'bank ref no'],
    label: 'UTR',
    optional: true,
  },
  status: { names: ['status', 'transaction status', 'payment status', 'txn status'], label: 'status' },
  reason: {
    names: ['reason', 'failure reason', 'remarks', 'description', 'status description'],
    label: 'reason',
    optional: true,
  },
  amount: { names: ['amount', 'amount (inr)', 'txn amount', 'transaction amount'], label: 'amount', optional: true },
};

const SUCCESS = /^(success|successful|completed|processed|paid|credited|executed)$/i;
const FAILED = /^(failed|failure|rejected|returned|reversed|cancelled|declined)$/i;

export interface ResultRow {
  /** The line in the file (1 = the first), for the admin's list of problems. */
  line: number;
  payoutId: number | undefined;
  reference: string;
  utr: string | undefined;
  outcome: 'paid' | 'failed' | 'unknown';
  reason: string | undefined;
  amount: number | undefined;
}

const REFERENCE = /^REF-\d{4}-\d{2}-(\d+)$/i;

/** The rows of a result file (CSV or XLSX); a file without a reference and a status column is refused by name. */
export async function readResultFile(data: Buffer): Promise<ResultRow[]> {
  const rows = await readTable(data);
  const { columns: at, header, body } = locateColumns(rows, columns);
  const cell = (row: string[], i: number) => (i >= 0 ? (row[i] ?? '').trim() : '');
  return body.map((row, i) => {
    const reference = cell(row, at.reference);
    const status = cell(row, at.status);
    const id = REFERENCE.exec(reference)?.[1];
    const utr = cell(row, at.utr).replace(/\s+/g, '').toUpperCase();
    return {
      line: header + i + 2,
      payoutId: id ? Number(id) : undefined,
      reference,
      utr: utr || undefined,
      outcome: SUCCESS.test(status) ? 'paid' : FAILED.test(status) ? 'failed' : 'unknown',
      reason: cell(row, at.reason) || (FAILED.test(status) ? status : undefined),
      amount: at.amount >= 0 ? parseAmount(cell(row, at.amount)) : undefined,
    };
  });
}
