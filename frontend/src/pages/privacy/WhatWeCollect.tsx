import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { retention, type NoticeForm } from 'shared/privacy';
import { formNotice } from '../../lib/privacy-notice.ts';

/** The notice's clauses ('your name, …') as sentences of their own. */
const sentence = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}.`;

const forms: { form: NoticeForm; title: MessageDescriptor }[] = [
  { form: 'registration', title: msg`When you register for the internship` },
  { form: 'referral', title: msg`When you join refer and earn` },
  { form: 'contact', title: msg`When you write to us (the contact form)` },
];

/** 'What we collect, why, and for how long': each form's notice in full (shared/privacy formNotices). */
export function WhatWeCollect({ screenshotDays }: { screenshotDays: number }) {
  const { i18n } = useLingui();
  const { unvalidatedRegistrationDays, contactMessageDays, unmatchedCreditDays } = retention;
  return (
    <section aria-labelledby="privacy-collect" className="privacy__part">
      <h2 id="privacy-collect">
        <Trans>What we collect, why, and for how long</Trans>
      </h2>
      <p>
        <Trans>
          We collect only what each form asks for, and only when you send it with the box ticked that agrees to this
          notice.
        </Trans>
      </p>
      {forms.map(({ form, title }) => {
        const notice = formNotice(form, screenshotDays);
        return (
          <section
            key={form}
            aria-labelledby={`privacy-form-${form}`}
            className="privacy__form"
            data-testid={`privacy-form-${form}`}
          >
            <h3 id={`privacy-form-${form}`}>{i18n._(title)}</h3>
            <dl className="privacy__facts">
              <dt>
                <Trans>What</Trans>
              </dt>
              <dd>{sentence(notice.collects)}</dd>
              <dt>
                <Trans>Why</Trans>
              </dt>
              <dd>{sentence(notice.why)}</dd>
              <dt>
                <Trans>How long</Trans>
              </dt>
              <dd>{sentence(notice.kept)}</dd>
            </dl>
          </section>
        );
      })}
      <p>
        <Trans>
          In short: the payment screenshot is deleted {screenshotDays} days after your payment is checked; a
          registration never paid for is anonymised after {unvalidatedRegistrationDays} days; a contact message is
          deleted after {contactMessageDays} days; a payment on our bank statement that matches no registration keeps
          the payer&apos;s name and UPI id for {unmatchedCreditDays} days. A daily run on our server does this.
        </Trans>
      </p>
      <p>
        <Trans>We use one cookie, which keeps you signed in. We use no advertising or tracking cookies.</Trans>
      </p>
    </section>
  );
}
