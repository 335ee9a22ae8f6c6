import { randomInt } from 'node:crypto';
import { PAYMENT_REFERENCE_ALPHABET, PAYMENT_REFERENCE_LENGTH } from 'shared/payments';

/** A new random payment reference ('TN-7K3Q9P'); the table's primary key makes it unique. */
export function newPaymentReference(): string {
  let code = '';
  for (let i = 0; i < PAYMENT_REFERENCE_LENGTH; i++)
    code += PAYMENT_REFERENCE_ALPHABET[randomInt(PAYMENT_REFERENCE_ALPHABET.length)];
  return `TN-${code}`;
}
