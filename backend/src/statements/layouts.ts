import type { ColumnSpec } from '../lib/tabular-file.ts';

/**
 * The statement layouts we read (docs: /work/shared/notes/stack-facts.md, 'Indian bank statement
 * exports'). Tried in order; the first whose required columns are all found is the file's layout.
 * Only credits matter: a debit row has an empty credit cell.
 */
export type StatementColumn = 'date' | 'narration' | 'reference' | 'credit';
export interface StatementLayout {
  name: 'SBI' | 'HDFC' | 'ICICI' | 'Axis' | 'plain';
  columns: Record<StatementColumn, ColumnSpec>;
}

const col = (label: string, names: string[], optional = false): ColumnSpec => ({ label, names, optional });

export const statementLayouts: readonly StatementLayout[] = [
  {
    name: 'SBI',
    columns: {
      date: col('Txn Date', ['Txn Date']),
      narration: col('Description', ['Description']),
      reference: col('Ref No./Cheque No.', ['Ref No./Cheque No.'], true),
      credit: col('Credit', ['Credit']),
    },
  },
  {
    name: 'HDFC',
    columns: {
      date: col('Date', ['Date']),
      narration: col('Narration', ['Narration']),
      reference: col('Chq./Ref.No.', ['Chq./Ref.No.'], true),
      credit: col('Deposit Amt.', ['Deposit Amt.']),
    },
  },
  {
    name: 'ICICI',
    columns: {
      date: col('Transaction Date', ['Transaction Date', 'Value Date']),
      narration: col('Transaction Remarks', ['Transaction Remarks']),
      reference: col('Cheque Number', ['Cheque Number'], true),
      credit: col('Deposit Amount (INR )', ['Deposit Amount (INR )', 'Deposit Amount']),
    },
  },
  {
    name: 'Axis',
    columns: {
      date: col('Tran Date', ['Tran Date']),
      narration: col('PARTICULARS', ['PARTICULARS']),
      reference: col('CHQNO', ['CHQNO'], true),
      credit: col('CR', ['CR']),
    },
  },
  {
    name: 'plain',
    columns: {
      date: col('date', ['date']),
      narration: col('narration', ['narration'], true),
      reference: col('utr', ['utr']),
      credit: col('amount', ['amount']),
    },
  },
];
