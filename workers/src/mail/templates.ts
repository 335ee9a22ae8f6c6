import { REFERRAL_REWARD_RUPEES } from 'shared/business';
import { button, compose, emphasis, esc, facts, signOff, type Brand, type Rendered } from './compose.ts';

/** The e-mails the site sends, each block written once (compose.ts renders the HTML and the text). */

export type { Brand, Rendered } from './compose.ts';

export interface StudentFacts {
  name: string;
  course: string;
  startDate: string; // dd/mm/yyyy
  endDate: string; // dd/mm/yyyy
}

const hello = (name: string) => `Hello ${name},`;
const checksQR = 'It carries a QR code that anyone can scan to check that it is genuine.';

/** The link that proves the intern's e-mail (issue 25): in the registration's mail and in its own. */
export interface EmailProofLink {
  link: string;
  validHours: number;
}

const emailProofBlocks = (proof: EmailProofLink) => [
  'Please confirm that this e-mail address is yours:',
  button(proof.link, 'Confirm my e-mail'),
  `The link works once, for ${proof.validHours} hours. If it has expired, log in and ask for a new one on your dashboard.`,
];

/** `proof`: the e-mail's link, while the address is not proven (a resent mail of a proven one has none). */
export function registrationReceived(brand: Brand, s: StudentFacts, proof?: EmailProofLink): Rendered {
  return compose(brand, `We have received your registration, ${s.name}`, [
    hello(s.name),
    'Thank you for registering with us. We have received your details and your payment screenshot.',
    facts([['Course', s.course], ['Internship period', `${s.startDate} to ${s.endDate}`]]),
    'Our team checks every payment by hand. This may take up to 2 to 4 hours. You will receive a confirmation mail as soon as your enrolment is confirmed; log in after that to open your dashboard.',
    ...(proof ? emailProofBlocks(proof) : []),
    signOff(brand, 'Warm regards,'),
  ]);
}

/**
 * A new link to prove the intern's e-mail: asked for again on the dashboard, or after an admin changed
 * the e-mail (then this mail goes to the new address, which it proves).
 */
export function emailProof(brand: Brand, s: { name: string } & EmailProofLink): Rendered {
  return compose(brand, 'Confirm your e-mail address', [
    hello(s.name),
    'This is the link that confirms the e-mail address of your intern account. Only the newest link we sent works.',
    ...emailProofBlocks(s),
    `If you did not ask for this, ignore this mail, or write to us at ${brand.companyEmail}.`,
    signOff(brand),
  ]);
}

export function validated(brand: Brand, s: StudentFacts & { ended?: boolean }): Rendered {
  return compose(brand, 'Your enrolment is confirmed: offer letter attached', [
    hello(s.name),
    'Good news: your enrolment is confirmed. Welcome aboard!',
    facts([['Course', s.course], ['Start date', s.startDate], ['Internship period', `${s.startDate} to ${s.endDate}`]]),
    'Your offer letter is attached to this mail. Your dashboard now has the study materials, projects and the tests.',
    // Validated after the end date: the completion certificate is made at once, in its own mail.
    ...(s.ended ? ['Your internship has already ended, so your completion certificate follows in a separate mail.'] : []),
    button(`${brand.publicUrl}/dashboard`, 'Open your dashboard'),
    signOff(brand, 'Warm regards,'),
  ]);
}

export function testCertificate(brand: Brand, s: StudentFacts & { mark: number }): Rendered {
  return compose(brand, 'Your test certificate', [
    hello(s.name),
    emphasis('Well done on completing Test 1. You scored ', `${s.mark} out of 25`, '.'),
    'Your test certificate is attached to this mail. You can also download it from your dashboard at any time.',
    signOff(brand, 'Keep going!'),
  ]);
}

export function completionCertificate(brand: Brand, s: StudentFacts & { durationDays: number }): Rendered {
  return compose(brand, 'Your internship completion certificate', [
    hello(s.name),
    'Congratulations on completing your internship with us!',
    facts([['Course', s.course], ['Period', `${s.startDate} to ${s.endDate} (${s.durationDays} days)`]]),
    `Your completion certificate is attached. ${checksQR}`,
    signOff(brand, 'We wish you every success.'),
  ]);
}

export function extraCoursePending(brand: Brand, s: StudentFacts): Rendered {
  return compose(brand, `Extra course received: ${s.course}`, [
    hello(s.name),
    'Thank you for enrolling in an extra course. We have received your request and are checking your payment.',
    facts([['Course', s.course], ['Period', `${s.startDate} to ${s.endDate}`]]),
    'You will receive the guides and your offer letter by mail once it is confirmed.',
    signOff(brand, 'Warm regards,'),
  ]);
}

export function extraCourseValidated(brand: Brand, s: StudentFacts & { ended: boolean }): Rendered {
  return compose(brand, `Extra course confirmed: ${s.course}`, [
    hello(s.name),
    'Your extra course is confirmed.',
    facts([['Course', s.course], ['Period', `${s.startDate} to ${s.endDate}`]]),
    s.ended
      ? 'Your course letter is attached. Your course has already ended, so your certificate follows in a separate mail.'
      : `Your course letter is attached. Your certificate will be ready on ${s.endDate}; we will mail it to you that day.`,
    button(`${brand.publicUrl}/extracourse`, 'See your extra courses'),
    signOff(brand, 'Happy learning!'),
  ]);
}

export function extraCertificate(brand: Brand, s: StudentFacts & { durationDays: number; certificateNumber: string }): Rendered {
  return compose(brand, `Your extra course certificate: ${s.course}`, [
    hello(s.name),
    emphasis('Congratulations on completing your extra course, ', s.course, '!'),
    facts([
      ['Course', s.course],
      ['Period', `${s.startDate} to ${s.endDate} (${s.durationDays} days)`],
      ['Certificate number', s.certificateNumber],
    ]),
    `Your course certificate is attached. ${checksQR} You can also download it again from your extra courses page at any time.`,
    button(`${brand.publicUrl}/extracourse`, 'See your extra courses'),
    signOff(brand, 'Keep learning, and we wish you every success.'),
  ]);
}

/**
 * The one-time link that confirms a join. Anyone may have typed this e-mail, so the mail shows what
 * was typed (the owner can tell a stranger's join from their own) and says that ignoring it is safe;
 * the subject holds nothing a visitor typed.
 */
export function referralConfirm(brand: Brand, r: { name: string; phone: string; upiId: string; link: string; validHours: number }): Rendered {
  return compose(brand, 'Confirm your e-mail to join Refer & Earn', [
    'Hello,',
    'Someone asked to join our Refer & Earn programme with this e-mail address and these details:',
    facts([['Name', r.name], ['Phone', r.phone], ['UPI id (where rewards are paid)', r.upiId]]),
    'If this was you, confirm your e-mail:',
    button(r.link, 'Confirm my e-mail'),
    `The link works once, for ${r.validHours} hours. Your referral code is issued when you confirm.`,
    'If you did not ask to join, or these are not your details, ignore this mail: nothing counts, and nobody is paid, in your name until the link is used. You can join with your own details at any time.',
    signOff(brand),
  ]);
}

export function referralWelcome(brand: Brand, r: { name: string; code: string; upiId: string }): Rendered {
  const how = `Share your code with friends who want to join an internship. For every friend who registers with your code and whose enrolment we confirm, you earn ${REFERRAL_REWARD_RUPEES} rupees. We pay on the 10th of each month to your UPI id `;
  return compose(brand, `Your referral code: ${r.code}`, [
    hello(r.name),
    'Welcome to our Refer & Earn programme! Your referral code is:',
    { html: `<p style="font-size:24px;font-weight:bold;letter-spacing:2px;margin:0 0 14px">${esc(r.code)}</p>`, text: r.code },
    emphasis(how, r.upiId, '.'),
    'You can check your referrals at any time with your e-mail and phone number.',
    button(`${brand.publicUrl}/referal`, 'Open the referral dashboard'),
    signOff(brand, 'Thank you for spreading the word!'),
  ]);
}

export function payoutStatement(brand: Brand, p: { name: string; period: string; referrals: number; amount: number; utr: string; upiId: string }): Rendered {
  return compose(brand, `Referral payout for ${p.period}: ₹${p.amount}`, [
    hello(p.name),
    'Thank you for referring your friends. Your referral payout has been sent:',
    facts([
      ['Period', p.period],
      ['Validated referrals', String(p.referrals)],
      ['Amount', `₹${p.amount} (${p.referrals} x ${REFERRAL_REWARD_RUPEES})`],
      ['Paid to', p.upiId],
      ['UPI reference (UTR)', p.utr],
    ]),
    'If anything looks wrong, reply to this mail and we will sort it out.',
    signOff(brand, 'Warm regards,'),
  ]);
}

export function contactMessage(brand: Brand, m: { name: string; email: string; subject: string; message: string; receivedAt: string }): Rendered {
  return compose(brand, `Contact form: ${m.subject}`, [
    'A new message came in through the contact form:',
    facts([['From', `${m.name} <${m.email}>`], ['Subject', m.subject], ['Received', m.receivedAt]]),
    { html: `<div style="white-space:pre-wrap;border-left:3px solid #0f5e9c;padding:8px 12px;background:#f9fafb">${esc(m.message)}</div>`, text: m.message },
    { html: '<p style="margin:14px 0 0;color:#6b7280">Reply to this mail to answer the sender directly.</p>', text: 'Reply to this mail to answer the sender directly.' },
  ]);
}

/**
 * The two mails of 'Forgot password?'. The link's token rides in the URL fragment, which browsers
 * never send to a server, so no access log, proxy or Referer sees it.
 */
export function passwordReset(brand: Brand, r: { name: string; link: string; validMinutes: number; byAdmin: boolean }): Rendered {
  return compose(brand, 'Set a new password for your account', [
    hello(r.name),
    r.byAdmin ? 'Our team has sent you a link to set a new password for your intern account.' : 'Someone asked to set a new password for the intern account with this e-mail address.',
    button(r.link, 'Set a new password'),
    `The link works once, for ${r.validMinutes} minutes. Setting a new password signs your account out on every device.`,
    'If you did not ask for this, ignore this mail: your password stays as it is.',
    `If the link has expired, ask for a new one on the login page, or write to us at ${brand.companyEmail}.`,
    signOff(brand),
  ]);
}

export function passwordChanged(brand: Brand, r: { name: string; loginUrl: string }): Rendered {
  return compose(brand, 'Your password was changed', [
    hello(r.name),
    'The password of your intern account has just been changed with a reset link, and every device signed in to your account was signed out.',
    button(r.loginUrl, 'Log in'),
    `If you did not do this, write to us at once at ${brand.companyEmail}, then ask for a new link on the login page to set a password only you know.`,
    signOff(brand),
  ]);
}

/** After an admin corrected the intern's details: the documents re-issued with the corrected details. */
export function documentsReissued(brand: Brand, s: { name: string; documents: string[] }): Rendered {
  return compose(brand, 'Your corrected documents', [
    hello(s.name),
    s.documents.length
      ? `Your documents were issued again with the corrected details and are attached: ${s.documents.join(', ')}. They replace the earlier copies; the certificate numbers and verification links stay the same.`
      : 'Your details were corrected.',
    'You can also download them from your dashboard.',
    button(`${brand.publicUrl}/dashboard`, 'Open my dashboard'),
    signOff(brand, 'Warm regards,'),
  ]);
}

/**
 * An invitation to a staff account: the link that sets the password (one use, `validHours`), then the
 * authenticator at the first sign-in. The subject holds nothing anyone typed.
 */
export function adminInvite(brand: Brand, a: { name: string; role: 'admin' | 'operator'; inviter: string | null; link: string; validHours: number }): Rendered {
  const who = a.inviter ? `${a.inviter} has invited you` : 'You have been invited';
  return compose(brand, `Your invitation to the ${brand.company} admin panel`, [
    hello(a.name),
    `${who} to the ${brand.company} admin panel as ${a.role === 'admin' ? 'an admin' : 'an operator'}.`,
    'Set your password:',
    button(a.link, 'Set my password'),
    `The link works once, for ${a.validHours} hours. After setting your password, log in: you will set up an authenticator app for the second sign-in step.`,
    'If you did not expect this, ignore this mail: nothing happens until the link is used.',
    signOff(brand),
  ]);
}

/**
 * A referrer's personal-data download link (issue 18), sent to the member's own address only. The
 * request may have come from anyone, so the mail says that ignoring it is safe; the subject holds
 * nothing anyone typed.
 */
export function referrerDataLink(brand: Brand, r: { name: string; link: string; validHours: number }): Rendered {
  return compose(brand, 'Download your Refer & Earn data', [
    hello(r.name),
    'Someone asked for a copy of everything we hold about you as a member of our Refer & Earn programme: your details, your consent, your payouts, the referrals credited to you and the mails we sent you.',
    button(r.link, 'Download my data'),
    `The link works once, for ${r.validHours} hours, and downloads a ZIP file. Only the newest link we sent works.`,
    'The page it opens can also erase your Refer & Earn data instead (your name, e-mail, phone and UPI id), once no payout is owed to you.',
    'If you did not ask for this, ignore this mail: nothing is sent to anyone unless the link in this mail is used.',
    `If the link has expired, ask for a new one on the privacy page, or write to us at ${brand.companyEmail}.`,
    signOff(brand),
  ]);
}

/**
 * Many failed sign-ins to an account (issue 25): sent once a day at most. It names no address, device
 * or password tried (what the attempts came from is the attacker's, and could be made up), only how
 * many failed and what to do. The account is not locked, so the mail says so: the owner keeps signing
 * in as usual.
 */
export function signInAttempts(brand: Brand, r: { name: string; failures: number; staff: boolean; passwordUrl: string; resetUrl: string | null }): Rendered {
  return compose(brand, 'Someone is trying to sign in to your account', [
    hello(r.name),
    `In the last hour, ${r.failures} attempts to sign in to your ${r.staff ? `${brand.company} admin` : 'intern'} account with this e-mail address used a wrong password.`,
    'Your account is not locked: you can sign in with your password as usual. The attempts are slowed down wherever they come from.',
    'If it was you, there is nothing to do.',
    r.staff
      ? 'If it was not you, someone may be guessing your password. Your authenticator code is still needed to sign in, but choose a new, long password that you use nowhere else:'
      : 'If it was not you, someone may be guessing your password. Sign in and choose a new, long password that you use nowhere else:',
    button(r.passwordUrl, 'Change my password'),
    ...(r.resetUrl ? [`If you do not remember your password, set a new one with 'Forgot password?' on the login page: ${r.resetUrl}`] : []),
    `If you think someone knows your password, write to us at ${brand.companyEmail}.`,
    signOff(brand),
  ]);
}
