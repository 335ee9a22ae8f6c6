import { Trans, useLingui } from '@lingui/react/macro';
import { useShallow } from 'zustand/react/shallow';
import { Icon } from '../../components/Icon.tsx';
import { telHref } from '../../components/Footer.tsx';
import { art } from '../../content/art.ts';
import { openStreetMapUrl } from '../../content/company.ts';
import { useSiteConfig } from '../../stores/site-config.ts';

/** The head office: address, phone and e-mail from the site configuration, WhatsApp, and the map. */
export function HeadOffice() {
  const { t } = useLingui();
  const { address, phone, email } = useSiteConfig(
    useShallow((s) => ({ address: s.config.address, phone: s.config.phone, email: s.config.email })),
  );
  const whatsapp = phone ? `https://wa.me/${phone.replace(/\D/g, '')}` : undefined;
  return (
    <section aria-labelledby="office-title" className="contact__info">
      <h2 id="office-title" className="section__title">
        <Trans>Head office</Trans>
      </h2>
      <address className="contact__address">
        <p className="contact__line">
          <Icon name="pin" /> <span>{address}</span>
        </p>
        {phone && (
          <p className="contact__line">
            <Icon name="phone" /> <a href={telHref(phone)}>{phone}</a>
          </p>
        )}
        {email && (
          <p className="contact__line">
            <Icon name="mail" /> <a href={`mailto:${email}`}>{email}</a>
          </p>
        )}
      </address>
      <h3 className="contact__subtitle">
        <Trans>Find us online</Trans>
      </h3>
      <ul className="social-list">
        {whatsapp && (
          <li>
            <a href={whatsapp} rel="noopener noreferrer" target="_blank">
              <Trans>
                WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
              </Trans>
            </a>
          </li>
        )}
        {email && (
          <li>
            <a href={`mailto:${email}`}>
              <Trans>E-mail</Trans>
            </a>
          </li>
        )}
      </ul>
      <figure className="map">
        <img
          src={art('map-trichy')}
          alt={t`Map illustration: our head office in Tiruchirappalli (Trichy), central Tamil Nadu`}
          width="400"
          height="300"
          loading="lazy"
          decoding="async"
        />
        <figcaption>
          <a href={openStreetMapUrl} rel="noopener noreferrer" target="_blank">
            <Trans>
              Open in maps <Icon name="external" size={16} />
              <span className="visually-hidden"> (OpenStreetMap, opens in a new tab)</span>
            </Trans>
          </a>
        </figcaption>
      </figure>
    </section>
  );
}
