import { formNotices, retention, type NoticeForm } from 'shared/privacy';
import { keptFor } from '../../lib/privacy-notice.ts';

/** The notice's clauses ('your name, …') as sentences of their own. */
const sentence = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}.`;

const forms: { form: NoticeForm; title: string }[] = [
  { form: 'registration', title: 'When you register for the internship' },
  { form: 'referral', title: 'When you join refer and earn' },
  { form: 'contact', title: 'When you write to us (the contact form)' },
];

/** 'What we collect, why, and for how long': each form's notice in full (shared/privacy formNotices). */
export function WhatWeCollect({ screenshotDays }: { screenshotDays: number }) {
  return (
    <section aria-labelledby="privacy-collect" className="privacy__part">
      <h2 id="privacy-collect">What we collect, why, and for how long</h2>
      <p>We collect only what each form asks for, and only when you send it with the box ticked that agrees to this notice.</p>
      {forms.map(({ form, title }) => (
        <section key={form} aria-labelledby={`privacy-form-${form}`} className="privacy__form" data-testid={`privacy-form-${form}`}>
          <h3 id={`privacy-form-${form}`}>{title}</h3>
          <dl className="privacy__facts">
            <dt>What</dt>
            <dd>{sentence(formNotices[form].collects)}</dd>
            <dt>Why</dt>
            <dd>{sentence(formNotices[form].why)}</dd>
            <dt>How long</dt>
            <dd>{sentence(keptFor(form, screenshotDays))}</dd>
          </dl>
        </section>
      ))}
      <p>
        In short: the payment screenshot is deleted {screenshotDays} days after your payment is checked; a registration never paid for is anonymised after{' '}
        {retention.unvalidatedRegistrationDays} days; a contact message is deleted after {retention.contactMessageDays} days; a payment on our bank statement that
        matches no registration keeps the payer&apos;s name and UPI id for {retention.unmatchedCreditDays} days. A daily run on our server does this.
      </p>
      <p>We use one cookie, which keeps you signed in. We use no advertising or tracking cookies.</p>
    </section>
  );
}
