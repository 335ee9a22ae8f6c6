import { issueReferrerDataLink } from 'backend/commands/issue-referrer-data-link';
import { EXPORT_LINK_TTL_HOURS } from 'shared/api/privacy';
import { idOf } from '../processors/payload.ts';
import { PermanentError } from '../runtime/processor.ts';
import { button, compose, hello, signOff } from './compose.ts';
import { brand, defineMail } from './define.ts';
import { referrerLanguage } from './rows.ts';

/**
 * A referrer's personal-data download link (docs/PRIVACY.md), sent to the member's own address only. The
 * request may have come from anyone, so the mail says that ignoring it is safe; the subject holds
 * nothing anyone typed.
 */
export default defineMail({
  handler: 'mail-referrer-data-link',
  async data(em, payload) {
    const id = idOf(payload, 'referrerId');
    // A fresh token per build (see issueReferrerDataLink): sendOnce builds only when this job has not sent its mail yet.
    const issued = await issueReferrerDataLink(em, id);
    if (issued.status === 'missing') throw new PermanentError(`Referrer ${id} no longer exists.`);
    if (issued.status === 'inactive')
      throw new PermanentError(`Referrer ${id} is no longer an active member; no data link is sent.`);
    const { referrer: r } = issued;
    // In the fragment: browsers never send it to a server, so no access log or proxy sees it.
    const link = `${brand().publicUrl}/refer/my-data#token=${issued.token}`;
    return {
      envelope: { to: r.email },
      locale: await referrerLanguage(em, r.id),
      facts: { name: r.name, link, validHours: EXPORT_LINK_TTL_HOURS },
    };
  },
  template: (brand, r: { name: string; link: string; validHours: number }, i18n) =>
    compose(i18n, brand, i18n._({ id: 'referrerData.subject', message: 'Download your Refer & Earn data' }), [
      hello(i18n, r.name),
      i18n._({
        id: 'referrerData.someone',
        message:
          'Someone asked for a copy of everything we hold about you as a member of our Refer & Earn programme: your details, your consent, your payouts, the referrals credited to you and the mails we sent you.',
      }),
      button(r.link, i18n._({ id: 'referrerData.button', message: 'Download my data' })),
      i18n._({
        id: 'referrerData.validFor',
        message:
          'The link works once, for {hours} hours, and downloads a ZIP file. Only the newest link we sent works.',
        values: { hours: r.validHours },
      }),
      i18n._({
        id: 'referrerData.erase',
        message:
          'The page it opens can also erase your Refer & Earn data instead (your name, e-mail, phone and UPI id), once no payout is owed to you.',
      }),
      i18n._({
        id: 'referrerData.ignore',
        message:
          'If you did not ask for this, ignore this mail: nothing is sent to anyone unless the link in this mail is used.',
      }),
      i18n._({
        id: 'referrerData.expired',
        message: 'If the link has expired, ask for a new one on the privacy page, or write to us at {email}.',
        values: { email: brand.companyEmail },
      }),
      signOff(i18n, brand),
    ]),
});
