import type { I18n } from '../i18n/catalogue.ts';

/**
 * How a mail is written: a list of blocks, each said once and rendered twice, as HTML and as plain
 * text. A plain string is a paragraph of words: escaped in HTML, as typed in the text part, so a
 * value a person typed (a name, a message, a UPI id) can never become markup.
 */

export interface Rendered {
  subject: string;
  html: string;
  text: string;
}

export interface Brand {
  company: string;
  companyEmail: string;
  companyPhone: string;
  publicUrl: string;
}

/** A paragraph of words, or a block with its own markup and its own plain-text form. */
export type Block = string | { html: string; text: string };

export function esc(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export const hello = (i18n: I18n, name: string) =>
  i18n._({ id: 'mail.hello', message: 'Hello {name},', values: { name } });

/** A paragraph with one part in bold (a mark, a course, a UPI id). */
export function emphasis(before: string, bold: string, after = ''): Block {
  return {
    html: `<p style="margin:0 0 14px">${esc(before)}<strong>${esc(bold)}</strong>${esc(after)}</p>`,
    text: `${before}${bold}${after}`,
  };
}

export function facts(rows: [string, string][]): Block {
  const cells = rows.map(
    ([k, v]) =>
      `<tr><td style="color:#6b7280;padding-right:16px">${esc(k)}</td><td><strong>${esc(v)}</strong></td></tr>`,
  );
  return {
    html: `<table role="presentation" cellpadding="6" cellspacing="0" style="border-collapse:collapse;margin:0 0 14px">${cells.join('')}</table>`,
    text: rows.map(([k, v]) => `${k}: ${v}`).join('\n'),
  };
}

export function button(href: string, label: string): Block {
  return {
    html: `<p style="margin:18px 0"><a href="${esc(href)}" style="background:#0f5e9c;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block">${esc(label)}</a></p>`,
    text: `${label}: ${href}`,
  };
}

/** The closing line and the team's signature, on two lines. */
export function signOff(i18n: I18n, brand: Brand, closing?: string): Block {
  const team = i18n._({ id: 'mail.team', message: 'The team at {company}', values: { company: brand.company } });
  if (!closing) return team;
  return { html: `<p style="margin:0 0 14px">${esc(closing)}<br>${esc(team)}</p>`, text: `${closing}\n${team}` };
}

/** Header lines must stay on one line whatever a user typed. */
function oneLine(value: string): string {
  return value
    .replace(/[\r\n]+/g, ' ')
    .trim()
    .slice(0, 200);
}

/** The mail in the reader's language (`i18n`'s locale): the words are theirs, the page says which language it is. */
export function compose(i18n: I18n, brand: Brand, subject: string, blocks: Block[]): Rendered {
  const htmlOf = (b: Block) => (typeof b === 'string' ? `<p style="margin:0 0 14px">${esc(b)}</p>` : b.html);
  const html = `<!doctype html>
<html lang="${i18n.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${esc(brand.company)}</title></head>
<body style="margin:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:#0f5e9c;color:#ffffff;padding:18px 24px;font-size:20px;font-weight:bold">${esc(brand.company)}</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.6">
${blocks.map(htmlOf).join('\n')}
</td></tr>
<tr><td style="padding:16px 24px;background:#f9fafb;color:#6b7280;font-size:12px">${esc(brand.company)} · <a href="mailto:${esc(brand.companyEmail)}" style="color:#0f5e9c">${esc(brand.companyEmail)}</a> · ${esc(brand.companyPhone)}</td></tr>
</table></td></tr></table></body></html>`;
  const body = blocks.map((b) => (typeof b === 'string' ? b : b.text)).join('\n\n');
  const text = `${body}\n\n--\n${brand.company} · ${brand.companyEmail} · ${brand.companyPhone}\n`;
  return { subject: oneLine(subject), html, text };
}
