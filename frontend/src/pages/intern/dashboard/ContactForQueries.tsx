import { Trans, useLingui } from '@lingui/react/macro';
import { telHref } from '../../../components/Footer.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { useSiteConfig } from '../../../stores/site-config.ts';
import { DashCard } from './DashCard.tsx';

/** Where to ask: the company's e-mail and phone from the site configuration. */
export function ContactForQueries() {
  const { t } = useLingui();
  const { email, phone } = useSiteConfig((s) => s.config);
  return (
    <DashCard id="queries-title" title={t`Contact for queries`}>
      <p>
        <Trans>Questions about your internship, tests or certificates? We answer on working days.</Trans>
      </p>
      <ul className="contact-lines">
        {email && (
          <li>
            <Icon name="mail" size={18} /> <a href={`mailto:${email}`}>{email}</a>
          </li>
        )}
        {phone && (
          <li>
            <Icon name="phone" size={18} /> <a href={telHref(phone)}>{phone}</a>
          </li>
        )}
      </ul>
    </DashCard>
  );
}
