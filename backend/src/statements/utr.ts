/**
 * The UTR (12-digit UPI reference) of a credit: from the bank's reference column when it holds one
 * (HDFC zero-pads it to 16 digits), else from the UPI narration, whose shape differs by bank.
 */
const NARRATION_SHAPES = [
  /UPI\/CR\/(\d{12})\//i, // SBI: BY TRANSFER-UPI/CR/<utr>/NAME/...
  /UPI\/P2A\/(\d{12})\//i, // Axis: UPI/P2A/<utr>/NAME/...
  /UPI\/(\d{12})\//i, // ICICI: UPI/<utr>/note/...
  /UPI-.*?-(\d{12})-/i, // HDFC: UPI-NAME-vpa-IFSC-<utr>-note
];

export function utrOf(referenceCell: string, narration: string): string | undefined {
  const digits = referenceCell.replace(/\s/g, '');
  if (/^\d{12,16}$/.test(digits)) {
    const stripped = digits.replace(/^0+(?=\d{12}$)/, '');
    if (stripped.length === 12) return stripped;
  }
  for (const shape of NARRATION_SHAPES) {
    const match = shape.exec(narration);
    if (match) return match[1];
  }
  return undefined;
}
