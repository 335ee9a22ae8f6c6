import { REFERRAL_REWARD_RUPEES } from 'shared/business';

/**
 * The e-mails, in HTML and plain text. Every value that a person typed (names, colleges, messages,
 * codes, UPI ids) goes through esc() in HTML; the plain-text part needs no escaping.
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

export function esc(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Header lines must stay on one line whatever a user typed. */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim().slice(0, 200);
}

function layout(brand: Brand, paragraphsHtml: string[], textLines: string[]): { html: string; text: string } {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${esc(brand.company)}</title></head>
<body style="margin:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:#0f5e9c;color:#ffffff;padding:18px 24px;font-size:20px;font-weight:bold">${esc(brand.company)}</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.6">
${paragraphsHtml.map((p) => (p.startsWith('<') ? p : `<p style="margin:0 0 14px">${p}</p>`)).join('\n')}
</td></tr>
<tr><td style="padding:16px 24px;background:#f9fafb;color:#6b7280;font-size:12px">${esc(brand.company)} · <a href="mailto:${esc(brand.companyEmail)}" style="color:#0f5e9c">${esc(brand.companyEmail)}</a> · ${esc(brand.companyPhone)}</td></tr>
</table></td></tr></table></body></html>`;
  const text = `${textLines.join('\n\n')}\n\n--\n${brand.company} · ${brand.companyEmail} · ${brand.companyPhone}\n`;
  return { html, text };
}

function button(href: string, label: string): string {
  return `<p style="margin:18px 0"><a href="${esc(href)}" style="background:#0f5e9c;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block">${esc(label)}</a></p>`;
}

function factsTable(rows: [string, string][]): string {
  return `<table role="presentation" cellpadding="6" cellspacing="0" style="border-collapse:collapse;margin:0 0 14px">${rows
    .map(([k, v]) => `<tr><td style="color:#6b7280;padding-right:16px">${esc(k)}</td><td><strong>${esc(v)}</strong></td></tr>`)
    .join('')}</table>`;
}

function factsText(rows: [string, string][]): string {
  return rows.map(([k, v]) => `${k}: ${v}`).join('\n');
}

export interface StudentFacts {
  name: string;
  course: string;
  startDate: string; // dd/mm/yyyy
  endDate: string; // dd/mm/yyyy
}

export function registrationReceived(brand: Brand, s: StudentFacts): Rendered {
  const rows: [string, string][] = [['Course', s.course], ['Internship period', `${s.startDate} to ${s.endDate}`]];
  const { html, text } = layout(
    brand,
    [
      `Hello ${esc(s.name)},`,
      'Thank you for registering with us. We have received your details and your payment screenshot.',
      factsTable(rows),
      'Our team checks every payment by hand. This may take up to 2 to 4 hours. You will receive a confirmation mail as soon as your enrolment is confirmed; log in after that to open your dashboard.',
      'Warm regards,<br>The team at ' + esc(brand.company),
    ],
    [
      `Hello ${s.name},`,
      'Thank you for registering with us. We have received your details and your payment screenshot.',
      factsText(rows),
      'Our team checks every payment by hand. This may take up to 2 to 4 hours. You will receive a confirmation mail as soon as your enrolment is confirmed; log in after that to open your dashboard.',
      `Warm regards,\nThe team at ${brand.company}`,
    ],
  );
  return { subject: oneLine(`We have received your registration, ${s.name}`), html, text };
}

export function validated(brand: Brand, s: StudentFacts & { ended?: boolean }): Rendered {
  const dashboard = `${brand.publicUrl}/dashboard`;
  // Validated after the end date: the completion certificate is made at once, in its own mail.
  const certificate = s.ended ? ['Your internship has already ended, so your completion certificate follows in a separate mail.'] : [];
  const rows: [string, string][] = [['Course', s.course], ['Start date', s.startDate], ['Internship period', `${s.startDate} to ${s.endDate}`]];
  const { html, text } = layout(
    brand,
    [
      `Hello ${esc(s.name)},`,
      'Good news: your enrolment is confirmed. Welcome aboard!',
      factsTable(rows),
      'Your offer letter is attached to this mail. Your dashboard now has the study materials, projects and the tests.',
      ...certificate.map(esc),
      button(dashboard, 'Open your dashboard'),
      'Warm regards,<br>The team at ' + esc(brand.company),
    ],
    [
      `Hello ${s.name},`,
      'Good news: your enrolment is confirmed. Welcome aboard!',
      factsText(rows),
      'Your offer letter is attached to this mail. Your dashboard now has the study materials, projects and the tests.',
      ...certificate,
      `Open your dashboard: ${dashboard}`,
      `Warm regards,\nThe team at ${brand.company}`,
    ],
  );
  return { subject: oneLine('Your enrolment is confirmed: offer letter attached'), html, text };
}

export function testCertificate(brand: Brand, s: StudentFacts & { mark: number }): Rendered {
  const { html, text } = layout(
    brand,
    [
      `Hello ${esc(s.name)},`,
      `Well done on completing Test 1. You scored <strong>${esc(s.mark)} out of 25</strong>.`,
      'Your test certificate is attached to this mail. You can also download it from your dashboard at any time.',
      'Keep going!<br>The team at ' + esc(brand.company),
    ],
    [
      `Hello ${s.name},`,
      `Well done on completing Test 1. You scored ${s.mark} out of 25.`,
      'Your test certificate is attached to this mail. You can also download it from your dashboard at any time.',
      `Keep going!\nThe team at ${brand.company}`,
    ],
  );
  return { subject: oneLine('Your test certificate'), html, text };
}

export function completionCertificate(brand: Brand, s: StudentFacts & { durationDays: number }): Rendered {
  const rows: [string, string][] = [['Course', s.course], ['Period', `${s.startDate} to ${s.endDate} (${s.durationDays} days)`]];
  const { html, text } = layout(
    brand,
    [
      `Hello ${esc(s.name)},`,
      'Congratulations on completing your internship with us!',
      factsTable(rows),
      'Your completion certificate is attached. It carries a QR code that anyone can scan to check that it is genuine.',
      'We wish you every success.<br>The team at ' + esc(brand.company),
    ],
    [
      `Hello ${s.name},`,
      'Congratulations on completing your internship with us!',
      factsText(rows),
      'Your completion certificate is attached. It carries a QR code that anyone can scan to check that it is genuine.',
      `We wish you every success.\nThe team at ${brand.company}`,
    ],
  );
  return { subject: oneLine('Your internship completion certificate'), html, text };
}

export function extraCoursePending(brand: Brand, s: StudentFacts): Rendered {
  const rows: [string, string][] = [['Course', s.course], ['Period', `${s.startDate} to ${s.endDate}`]];
  const { html, text } = layout(
    brand,
    [
      `Hello ${esc(s.name)},`,
      'Thank you for enrolling in an extra course. We have received your request and are checking your payment.',
      factsTable(rows),
      'You will receive the guides and your offer letter by mail once it is confirmed.',
      'Warm regards,<br>The team at ' + esc(brand.company),
    ],
    [
      `Hello ${s.name},`,
      'Thank you for enrolling in an extra course. We have received your request and are checking your payment.',
      factsText(rows),
      'You will receive the guides and your offer letter by mail once it is confirmed.',
      `Warm regards,\nThe team at ${brand.company}`,
    ],
  );
  return { subject: oneLine(`Extra course received: ${s.course}`), html, text };
}

export function extraCourseValidated(brand: Brand, s: StudentFacts & { ended: boolean }): Rendered {
  const rows: [string, string][] = [['Course', s.course], ['Period', `${s.startDate} to ${s.endDate}`]];
  const attached = s.ended
    ? 'Your course letter is attached. Your course has already ended, so your certificate follows in a separate mail.'
    : `Your course letter is attached. Your certificate will be ready on ${s.endDate}; we will mail it to you that day.`;
  const { html, text } = layout(
    brand,
    [`Hello ${esc(s.name)},`, 'Your extra course is confirmed.', factsTable(rows), esc(attached), button(`${brand.publicUrl}/extracourse`, 'See your extra courses'), 'Happy learning!<br>The team at ' + esc(brand.company)],
    [`Hello ${s.name},`, 'Your extra course is confirmed.', factsText(rows), attached, `See your extra courses: ${brand.publicUrl}/extracourse`, `Happy learning!\nThe team at ${brand.company}`],
  );
  return { subject: oneLine(`Extra course confirmed: ${s.course}`), html, text };
}

export function extraCertificate(brand: Brand, s: StudentFacts & { durationDays: number; certificateNumber: string }): Rendered {
  const page = `${brand.publicUrl}/extracourse`;
  const rows: [string, string][] = [
    ['Course', s.course],
    ['Period', `${s.startDate} to ${s.endDate} (${s.durationDays} days)`],
    ['Certificate number', s.certificateNumber],
  ];
  const { html, text } = layout(
    brand,
    [
      `Hello ${esc(s.name)},`,
      `Congratulations on completing your extra course, <strong>${esc(s.course)}</strong>!`,
      factsTable(rows),
      'Your course certificate is attached. It carries a QR code that anyone can scan to check that it is genuine. You can also download it again from your extra courses page at any time.',
      button(page, 'See your extra courses'),
      'Keep learning, and we wish you every success.<br>The team at ' + esc(brand.company),
    ],
    [
      `Hello ${s.name},`,
      `Congratulations on completing your extra course, ${s.course}!`,
      factsText(rows),
      'Your course certificate is attached. It carries a QR code that anyone can scan to check that it is genuine. You can also download it again from your extra courses page at any time.',
      `See your extra courses: ${page}`,
      `Keep learning, and we wish you every success.\nThe team at ${brand.company}`,
    ],
  );
  return { subject: oneLine(`Your extra course certificate: ${s.course}`), html, text };
}

/**
 * The one-time link that confirms a join. Anyone may have typed this e-mail, so the mail shows what
 * was typed (the owner can tell a stranger's join from their own) and says that ignoring it is safe;
 * the subject holds nothing a visitor typed.
 */
export function referralConfirm(brand: Brand, r: { name: string; phone: string; upiId: string; link: string; validHours: number }): Rendered {
  const rows: [string, string][] = [['Name', r.name], ['Phone', r.phone], ['UPI id (where rewards are paid)', r.upiId]];
  const validity = `The link works once, for ${r.validHours} hours. Your referral code is issued when you confirm.`;
  const notYou = 'If you did not ask to join, or these are not your details, ignore this mail: nothing counts, and nobody is paid, in your name until the link is used. You can join with your own details at any time.';
  const { html, text } = layout(
    brand,
    [
      'Hello,',
      'Someone asked to join our Refer &amp; Earn programme with this e-mail address and these details:',
      factsTable(rows),
      'If this was you, confirm your e-mail:',
      button(r.link, 'Confirm my e-mail'),
      esc(validity),
      esc(notYou),
      'The team at ' + esc(brand.company),
    ],
    [
      'Hello,',
      'Someone asked to join our Refer & Earn programme with this e-mail address and these details:',
      factsText(rows),
      `If this was you, confirm your e-mail by opening this link:\n${r.link}`,
      validity,
      notYou,
      `The team at ${brand.company}`,
    ],
  );
  return { subject: 'Confirm your e-mail to join Refer & Earn', html, text };
}

export function referralWelcome(brand: Brand, r: { name: string; code: string; upiId: string }): Rendered {
  const dashboard = `${brand.publicUrl}/referal`;
  const how = `Share your code with friends who want to join an internship. For every friend who registers with your code and whose enrolment we confirm, you earn ${REFERRAL_REWARD_RUPEES} rupees. We pay on the 10th of each month to your UPI id`;
  const { html, text } = layout(
    brand,
    [
      `Hello ${esc(r.name)},`,
      'Welcome to our Refer &amp; Earn programme! Your referral code is:',
      `<p style="font-size:24px;font-weight:bold;letter-spacing:2px;margin:0 0 14px">${esc(r.code)}</p>`,
      `${esc(how)} <strong>${esc(r.upiId)}</strong>.`,
      'You can check your referrals at any time with your e-mail and phone number.',
      button(dashboard, 'Open the referral dashboard'),
      'Thank you for spreading the word!<br>The team at ' + esc(brand.company),
    ],
    [
      `Hello ${r.name},`,
      `Welcome to our Refer & Earn programme! Your referral code is: ${r.code}`,
      `${how} ${r.upiId}.`,
      `You can check your referrals at any time with your e-mail and phone number: ${dashboard}`,
      `Thank you for spreading the word!\nThe team at ${brand.company}`,
    ],
  );
  return { subject: oneLine(`Your referral code: ${r.code}`), html, text };
}

export function payoutStatement(brand: Brand, p: { name: string; period: string; referrals: number; amount: number; utr: string; upiId: string }): Rendered {
  const rows: [string, string][] = [
    ['Period', p.period],
    ['Validated referrals', String(p.referrals)],
    ['Amount', `₹${p.amount} (${p.referrals} x ${REFERRAL_REWARD_RUPEES})`],
    ['Paid to', p.upiId],
    ['UPI reference (UTR)', p.utr],
  ];
  const { html, text } = layout(
    brand,
    [`Hello ${esc(p.name)},`, 'Thank you for referring your friends. Your referral payout has been sent:', factsTable(rows), 'If anything looks wrong, reply to this mail and we will sort it out.', 'Warm regards,<br>The team at ' + esc(brand.company)],
    [`Hello ${p.name},`, 'Thank you for referring your friends. Your referral payout has been sent:', factsText(rows), 'If anything looks wrong, reply to this mail and we will sort it out.', `Warm regards,\nThe team at ${brand.company}`],
  );
  return { subject: oneLine(`Referral payout for ${p.period}: ₹${p.amount}`), html, text };
}

export function contactMessage(brand: Brand, m: { name: string; email: string; subject: string; message: string; receivedAt: string }): Rendered {
  const rows: [string, string][] = [['From', `${m.name} <${m.email}>`], ['Subject', m.subject], ['Received', m.receivedAt]];
  const { html, text } = layout(
    brand,
    [
      'A new message came in through the contact form:',
      factsTable(rows),
      `<div style="white-space:pre-wrap;border-left:3px solid #0f5e9c;padding:8px 12px;background:#f9fafb">${esc(m.message)}</div>`,
      '<p style="margin:14px 0 0;color:#6b7280">Reply to this mail to answer the sender directly.</p>',
    ],
    ['A new message came in through the contact form:', factsText(rows), m.message, 'Reply to this mail to answer the sender directly.'],
  );
  return { subject: oneLine(`Contact form: ${m.subject}`), html, text };
}

/**
 * An invitation to a staff account: the link that sets the password (one use, `validHours`), then the
 * authenticator at the first sign-in. The subject holds nothing anyone typed.
 */
export function adminInvite(brand: Brand, a: { name: string; role: 'admin' | 'operator'; inviter: string | null; link: string; validHours: number }): Rendered {
  const who = a.inviter ? `${a.inviter} has invited you` : 'You have been invited';
  const what = `${who} to the ${brand.company} admin panel as ${a.role === 'admin' ? 'an admin' : 'an operator'}.`;
  const validity = `The link works once, for ${a.validHours} hours. After setting your password, log in: you will set up an authenticator app for the second sign-in step.`;
  const notYou = 'If you did not expect this, ignore this mail: nothing happens until the link is used.';
  const { html, text } = layout(
    brand,
    [`Hello ${esc(a.name)},`, esc(what), 'Set your password:', button(a.link, 'Set my password'), esc(validity), esc(notYou), 'The team at ' + esc(brand.company)],
    [`Hello ${a.name},`, what, `Set your password by opening this link:\n${a.link}`, validity, notYou, `The team at ${brand.company}`],
  );
  return { subject: oneLine(`Your invitation to the ${brand.company} admin panel`), html, text };
}
