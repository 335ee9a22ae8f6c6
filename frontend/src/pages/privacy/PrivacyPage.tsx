import { Trans, useLingui } from '@lingui/react/macro';
import { useShallow } from 'zustand/react/shallow';
import { PRIVACY_NOTICE_VERSION } from 'shared/privacy';
import { PageIntro } from '../../components/PageIntro.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { useFormat } from '../../i18n/useFormat.ts';
import { useSiteConfig } from '../../stores/site-config.ts';
import { ReferrerDataRequest } from './ReferrerDataRequest.tsx';
import { WhatWeCollect } from './WhatWeCollect.tsx';
import { YourRights } from './YourRights.tsx';
import './PrivacyPage.css';

/**
 * /privacy: the privacy notice in full (DPDP Act 2023): who we are, what each form collects, why and
 * for how long (shared/privacy and the site config), with whom it is shared, your rights and the
 * grievance officer; then the referrers' form to get their data.
 */
export default function PrivacyPage() {
  const { t } = useLingui();
  const format = useFormat();
  useDocumentTitle(t`Privacy notice`);
  const config = useSiteConfig(
    useShallow((s) => ({
      companyName: s.config.companyName,
      address: s.config.address,
      email: s.config.email,
      grievance: s.config.grievance,
      screenshotDays: s.config.screenshotRetentionDays,
    })),
  );
  const { companyName, address, email } = config;
  const version = PRIVACY_NOTICE_VERSION;
  const since = format.date(PRIVACY_NOTICE_VERSION);
  return (
    <>
      <PageIntro title={t`Privacy notice`} eyebrow={t`Your data`}>
        <p>
          <Trans>How we use the personal data you give us on this site, and your rights over it.</Trans>
        </p>
      </PageIntro>
      <div className="container narrow section privacy">
        <p className="privacy__version" data-testid="notice-version">
          <Trans>
            Version {version}, in force since {since}. When this notice changes, the forms ask you to agree again.
          </Trans>
        </p>
        <section aria-labelledby="privacy-who" className="privacy__part">
          <h2 id="privacy-who">
            <Trans>Who we are</Trans>
          </h2>
          <p>
            <Trans>
              {companyName} ({address}) runs this site and decides what your data is used for: under the Digital
              Personal Data Protection Act, 2023 we are the <em>data fiduciary</em>.
            </Trans>
            {email && (
              <>
                {' '}
                <Trans>
                  Our e-mail: <a href={`mailto:${email}`}>{email}</a>.
                </Trans>
              </>
            )}
          </p>
        </section>
        <WhatWeCollect screenshotDays={config.screenshotDays} />
        <section aria-labelledby="privacy-shared" className="privacy__part">
          <h2 id="privacy-shared">
            <Trans>Who we share it with</Trans>
          </h2>
          <ul>
            <li>
              <Trans>
                <strong>Your bank and UPI app</strong>: a referral payout goes to your UPI id, with your name and the
                amount, through the banks and UPI apps that carry it. The payment you make to enrol goes through your
                own UPI app.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Our e-mail provider</strong>, which delivers the e-mails we send you: your name, your e-mail
                address and the e-mail itself.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Anyone you show a certificate to</strong>: its link or number opens our verify page, which shows
                the name and the course on it.
              </Trans>
            </li>
          </ul>
          <p>
            <Trans>We sell your data to no one, and share it with no one else unless the law requires it.</Trans>
          </p>
        </section>
        <YourRights grievance={config.grievance} />
        <ReferrerDataRequest />
      </div>
    </>
  );
}
