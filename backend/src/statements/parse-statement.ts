import { findPaymentReference } from 'shared/payments';
import { parseLooseDate } from 'shared/dates';
import { badRequest } from '../errors.ts';
import { locateColumns, parseAmount, readTable } from '../lib/tabular-file.ts';
import { statementLayouts, type StatementLayout } from './layouts.ts';
import { utrOf } from './utr.ts';
import { statementMessages } from 'shared/api/statements';

export interface ParsedCredit {
  rowNumber: number;
  date: string | null;
  amountRupees: number;
  narration: string;
  utr: string;
  reference: string | null;
}

export interface ParsedStatement {
  layout: StatementLayout['name'];
  rowCount: number;
  credits: ParsedCredit[];
}

/**
 * A statement's UPI credits: the layout is the first whose columns are all found; debit rows (no
 * credit amount) and credits with no UTR (cash, NEFT without one) are left out. A UTR twice in one
 * file means the export is broken: the whole file is refused, naming the rows.
 */
export async function parseStatement(data: Buffer): Promise<ParsedStatement> {
  const rows = await readTable(data);
  let located:
    { layout: StatementLayout; header: number; body: string[][]; columns: Record<string, number> } | undefined;
  for (const layout of statementLayouts) {
    try {
      const found = locateColumns(rows, layout.columns);
      located = { layout, ...found };
      break;
    } catch {
      // Not this bank's columns: try the next layout.
    }
  }
  if (!located) throw badRequest(statementMessages.noColumns);
  const { layout, header, body, columns } = located;
  const cell = (row: string[], index: number) => (index >= 0 ? (row[index] ?? '') : '');
  const credits: ParsedCredit[] = [];
  const rowsOfUtr = new Map<string, number[]>();
  body.forEach((row, i) => {
    const amount = parseAmount(cell(row, columns.credit!));
    if (amount === undefined || amount <= 0) return;
    const narration = cell(row, columns.narration!);
    const utr = utrOf(cell(row, columns.reference!), narration);
    if (!utr) return;
    const rowNumber = header + i + 2; // 1-based, as a spreadsheet shows it
    rowsOfUtr.set(utr, [...(rowsOfUtr.get(utr) ?? []), rowNumber]);
    const date = parseLooseDate(cell(row, columns.date!));
    credits.push({
      rowNumber,
      date: date ?? null,
      amountRupees: amount,
      narration,
      utr,
      reference: findPaymentReference(narration) ?? null,
    });
  });
  const repeated = [...rowsOfUtr].find(([, at]) => at.length > 1);
  if (repeated) throw badRequest(statementMessages.repeatedUtr(repeated[0], repeated[1]));
  return { layout: layout.name, rowCount: body.length, credits };
}
