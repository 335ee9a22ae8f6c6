/**
 * Success screens of the UPI apps interns pay with, as HTML, so tests and the OCR bench can render
 * real pictures of them in Chromium ("generate screenshots ... at phone sizes"). Each
 * layout follows its app's labels: Google Pay 'UPI transaction ID', PhonePe 'UTR' beside its own
 * 'Transaction ID T…', Paytm 'UPI Ref. No', BHIM 'UPI Ref No', a bank app 'RRN'.
 */

export interface PaymentShot {
  layout: Layout;
  theme: 'light' | 'dark';
  payer: string;
  payee: string;
  payeeUpiId: string;
  amount: number;
  utr: string;
  /** '23 Nov 2026, 10:42 am' and the like are written per layout from this time (India). */
  paidAt: Date;
  status: 'success' | 'failed' | 'pending';
  /** The UPI note, e.g. 'TN-7K3Q9P Internship'. */
  note: string;
}

export const layouts = ['gpay', 'phonepe', 'paytm', 'bhim', 'bank'] as const;
type Layout = (typeof layouts)[number];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The parts of a time in India (UTC+5:30, no summer time). */
function india(at: Date) {
  const t = new Date(at.getTime() + 330 * 60_000);
  const h = t.getUTCHours();
  return {
    d: t.getUTCDate(),
    m: t.getUTCMonth(),
    y: t.getUTCFullYear(),
    h,
    h12: h % 12 || 12,
    min: String(t.getUTCMinutes()).padStart(2, '0'),
    ampm: h < 12 ? 'am' : 'pm',
  };
}
const pad = (n: number) => String(n).padStart(2, '0');
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const rupees = (n: number) => n.toLocaleString('en-IN', { minimumFractionDigits: Number.isInteger(n) ? 0 : 2 });

const statusWords: Record<Layout, Record<PaymentShot['status'], string>> = {
  gpay: { success: 'Completed', failed: 'Failed', pending: 'Pending' },
  phonepe: { success: 'Transaction Successful', failed: 'Transaction Failed', pending: 'Transaction Pending' },
  paytm: { success: 'Paid Successfully', failed: 'Payment Failed', pending: 'Payment Pending' },
  bhim: { success: 'Success', failed: 'Failed', pending: 'Pending' },
  bank: { success: 'Transaction Successful', failed: 'Transaction Failed', pending: 'Transaction Processing' },
};

function rows(pairs: [string, string][]) {
  return pairs
    .map(([k, v]) => `<div class="row"><div class="k">${esc(k)}</div><div class="v">${esc(v)}</div></div>`)
    .join('');
}

function body(s: PaymentShot): string {
  const t = india(s.paidAt);
  const status = statusWords[s.layout][s.status];
  switch (s.layout) {
    case 'gpay':
      return `<div class="top"><div class="avatar">${esc(s.payee[0]!)}</div><div class="to">To ${esc(s.payee)}</div>
        <div class="amount">₹${rupees(s.amount)}</div><div class="status">${status}</div>
        <div class="when">${t.d} ${MONTHS[t.m]} ${t.y}, ${t.h12}:${t.min} ${t.ampm}</div></div>
        <div class="card">${rows([
          ['To', `${s.payee}`],
          ['', s.payeeUpiId],
          ['From', `${s.payer} (Bank of Baroda)`],
          ['UPI transaction ID', s.utr],
          ['Google transaction ID', `CICAgOC${s.utr.slice(0, 6)}kVA`],
          ['Note', s.note],
        ])}</div>`;
    case 'phonepe':
      return `<div class="banner">${status}</div><div class="when">${t.h12}:${t.min} ${t.ampm.toUpperCase()} on ${pad(t.d)} ${MONTHS[t.m]} ${t.y}</div>
        <div class="card">${rows([
          ['Paid to', s.payee],
          ['', s.payeeUpiId],
          ['Amount', `₹${rupees(s.amount)}`],
          ['Message', s.note],
          ['Transaction ID', `T${t.y % 100}${pad(t.m + 1)}${pad(t.d)}${s.utr.slice(3)}81`],
          ['Debited from', 'XXXXXXXX4321'],
          ['UTR', s.utr],
        ])}</div>`;
    case 'paytm':
      return `<div class="top"><div class="status">${status}</div><div class="amount">₹${rupees(s.amount)}</div>
        <div class="to">to ${esc(s.payee)}</div><div class="sub">UPI ID: ${esc(s.payeeUpiId)}</div></div>
        <div class="card">${rows([
          ['From', s.payer],
          ['UPI Ref. No', s.utr],
          ['Order ID', `${t.y}${pad(t.m + 1)}${pad(t.d)}1212${s.utr.slice(-6)}`],
          ['Date & Time', `${pad(t.d)} ${MONTHS[t.m]} ${t.y}, ${pad(t.h12)}:${t.min} ${t.ampm.toUpperCase()}`],
          ['Note', s.note],
        ])}</div>`;
    case 'bhim':
      return `<div class="top"><div class="status">${status}</div><div class="amount">₹ ${rupees(s.amount)}.00</div></div>
        <div class="card">${rows([
          ['Paid To', `${s.payee}`],
          ['UPI ID', s.payeeUpiId],
          ['UPI Ref No', s.utr],
          ['Date', `${pad(t.d)}/${pad(t.m + 1)}/${t.y} ${pad(t.h)}:${t.min}`],
          ['Remarks', s.note],
        ])}</div>`;
    case 'bank':
      return `<div class="banner">${status}</div>
        <div class="card">${rows([
          ['Amount', `INR ${rupees(s.amount)}.00`],
          ['Beneficiary', s.payee],
          ['Beneficiary VPA', s.payeeUpiId],
          ['RRN', s.utr],
          ['Transaction Date', `${pad(t.d)}-${MONTHS[t.m]}-${t.y} ${pad(t.h)}:${t.min}`],
          ['Remarks', s.note],
        ])}</div>`;
  }
}

const palettes = {
  light: {
    bg: '#ffffff',
    fg: '#202124',
    sub: '#5f6368',
    card: '#f1f3f4',
    accent: { gpay: '#1a73e8', phonepe: '#5f259f', paytm: '#00baf2', bhim: '#f47920', bank: '#0b5394' },
  },
  dark: {
    bg: '#121212',
    fg: '#e8eaed',
    sub: '#9aa0a6',
    card: '#202124',
    accent: { gpay: '#8ab4f8', phonepe: '#7e57c2', paytm: '#1e88e5', bhim: '#ff9800', bank: '#1565c0' },
  },
};

/** The whole page of one success screen, sized for a 360x800 viewport. */
export function screenHtml(s: PaymentShot): string {
  const p = palettes[s.theme];
  const accent = p.accent[s.layout];
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    * { box-sizing: border-box; margin: 0; }
    body { width: 360px; height: 800px; background: ${p.bg}; color: ${p.fg}; font-family: 'Noto Sans', 'DejaVu Sans', sans-serif; padding: 24px 18px; }
    .bar { height: 24px; font-size: 12px; color: ${p.sub}; display: flex; justify-content: space-between; margin-bottom: 24px; }
    .top { text-align: center; margin: 16px 0 24px; }
    .avatar { width: 56px; height: 56px; border-radius: 50%; background: ${accent}; color: #fff; font-size: 28px; line-height: 56px; margin: 0 auto 12px; }
    .to { font-size: 17px; margin-bottom: 6px; }
    .sub { font-size: 13px; color: ${p.sub}; }
    .amount { font-size: 40px; font-weight: 500; margin: 8px 0; }
    .status { font-size: 16px; color: ${s.status === 'success' ? (s.theme === 'dark' ? '#81c995' : '#188038') : s.status === 'failed' ? '#d93025' : '#e37400'}; font-weight: 600; }
    .when { font-size: 13px; color: ${p.sub}; text-align: center; margin: 6px 0 16px; }
    .banner { background: ${accent}; color: #fff; font-size: 20px; font-weight: 600; padding: 28px 16px; margin: 0 -18px 8px; text-align: center; }
    .card { background: ${p.card}; border-radius: 12px; padding: 8px 16px; }
    .row { padding: 10px 0; border-bottom: 1px solid ${p.bg}; }
    .row:last-child { border-bottom: 0; }
    .k { font-size: 12px; color: ${p.sub}; }
    .v { font-size: 15px; margin-top: 2px; word-break: break-all; }
  </style></head><body><div class="bar"><span>${india(s.paidAt).h12}:${india(s.paidAt).min}</span><span>4G 78%</span></div>${body(s)}</body></html>`;
}
