import { useShallow } from 'zustand/react/shallow';
import { formatDate } from 'shared/dates';
import { PRIVACY_NOTICE_VERSION } from 'shared/privacy';
import { PageIntro } from '../../components/PageIntro.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
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
  useDocumentTitle('Privacy notice');
  const config = useSiteConfig(
    useShallow((s) => ({
      companyName: s.config.companyName,
      address: s.config.address,
      email: s.config.email,
      grievance: s.config.grievance,
      screenshotDays: s.config.screenshotRetentionDays,
    })),
  );
  return (
    <>
      <PageIntro title="Privacy notice" eyebrow="Your data">
        <p>How we use the personal data you give us on this site, and your rights over it.</p>
      </PageIntro>
      <div className="container narrow section privacy">
        <p className="privacy__version" data-testid="notice-version">
          Version {PRIVACY_NOTICE_VERSION}, in force since {formatDate(PRIVACY_NOTICE_VERSION)}. When this notice changes, the forms ask you to agree again.
        </p>
        <section aria-labelledby="privacy-who" className="privacy__part">
          <h2 id="privacy-who">Who we are</h2>
          <p>
            {config.companyName} ({config.address}) runs this site and decides what your data is used for: under the Digital Personal Data Protection Act, 2023
            we are the <em>data fiduciary</em>.
            {config.email && (
              <>
                {' '}
                Our e-mail: <a href={`mailto:${config.email}`}>{config.email}</a>.
              </>
            )}
          </p>
        </section>
        <WhatWeCollect screenshotDays={config.screenshotDays} />
        <section aria-labelledby="privacy-shared" className="privacy__part">
          <h2 id="privacy-shared">Who we share it with</h2>
          <ul>
            <li>
              <strong>Your bank and UPI app</strong>: a referral payout goes to your UPI id, with your name and the amount, through the banks and UPI apps that
              carry it. The payment you make to enrol goes through your own UPI app.
            </li>
            <li>
              <strong>Our e-mail provider</strong>, which delivers the e-mails we send you: your name, your e-mail address and the e-mail itself.
            </li>
            <li>
              <strong>Anyone you show a certificate to</strong>: its link or number opens our verify page, which shows the name and the course on it.
            </li>
          </ul>
          <p>We sell your data to no one, and share it with no one else unless the law requires it.</p>
        </section>
        <YourRights grievance={config.grievance} />
        <ReferrerDataRequest />
      </div>
    </>
  );
}
