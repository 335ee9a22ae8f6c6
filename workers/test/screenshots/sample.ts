import { PAYMENT_REFERENCE_ALPHABET as alphabet } from 'shared/payments';
import { layouts, type PaymentShot } from './layouts.ts';

const payers = [
  'Priya Raman',
  'Karthik S',
  'Divya Lakshmi',
  'Arun Kumar',
  'Meena Sundaram',
  'Vignesh R',
  'Sowmya Bala',
  'Harish Chandran',
];

/**
 * A varied, repeatable set of payments: every layout in both themes, with names, amounts, UTRs,
 * times and payment references taken from a seeded sequence (so a failure can be rendered again).
 */
export function sampleShots(count: number, seed = 7): PaymentShot[] {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(next() * 10)).join('');
  const amounts = [499, 499, 499, 200, 350, 999, 1499.5];
  return Array.from({ length: count }, (_, i) => ({
    layout: layouts[i % layouts.length]!,
    theme: Math.floor(i / layouts.length) % 2 === 0 ? 'light' : 'dark',
    payer: payers[Math.floor(next() * payers.length)]!,
    payee: 'Tamil Nadu Edu Tech',
    payeeUpiId: 'tnedutech@okaxis',
    amount: amounts[Math.floor(next() * amounts.length)]!,
    utr: `${3 + Math.floor(next() * 6)}${digits(11)}`,
    paidAt: new Date(Date.UTC(2026, 10, 1 + Math.floor(next() * 28), Math.floor(next() * 24), Math.floor(next() * 60))),
    status: 'success',
    note: `TN-${Array.from({ length: 6 }, () => alphabet[Math.floor(next() * alphabet.length)]).join('')} Internship`,
  }));
}
