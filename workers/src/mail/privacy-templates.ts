import { compose, facts, signOff, type Brand, type Rendered } from './compose.ts';

/** The answers to an intern's erasure request (issue 18, item 3), each block written once. */

export function erasureApproved(brand: Brand, r: { kept: string[] }): Rendered {
  return compose(brand, 'Your personal data has been erased', [
    'Hello,',
    `As you asked, we have erased your personal data from ${brand.company}: your name, phone, e-mail, college, payment screenshot and UPI id. Your account is closed and cannot be signed in to.`,
    `What we keep: ${r.kept.join('; ')}.`,
    'This is the last e-mail we send to this address; we do not keep it.',
    signOff(brand, 'Regards,'),
  ]);
}

export function erasureRefused(brand: Brand, r: { name: string; reason: string }): Rendered {
  return compose(brand, 'Your request to erase your data', [
    `Hello ${r.name},`,
    'We have looked at your request to erase your personal data and cannot do it now.',
    facts([['Reason', r.reason]]),
    `If you think this is wrong, reply to this e-mail or write to our grievance officer (see the privacy notice on our site: ${brand.publicUrl}/privacy).`,
    signOff(brand, 'Regards,'),
  ]);
}
