import { Icon } from '../../../components/Icon.tsx';
import { useSiteConfig } from '../../../stores/site-config.ts';

/** Where to ask: the company's e-mail and phone from the site configuration. */
export function ContactForQueries() {
  const { email, phone } = useSiteConfig((s) => s.config);
  return (
    <section className="dash-card" aria-labelledby="queries-title">
      <h2 id="queries-title" className="dash-card__title">
        Contact for queries
      </h2>
      <p>Questions about your internship, tests or certificates? We answer on working days.</p>
      <ul className="contact-lines">
        {email && (
          <li>
            <Icon name="mail" size={18} /> <a href={`mailto:${email}`}>{email}</a>
          </li>
        )}
        {phone && (
          <li>
            <Icon name="phone" size={18} /> <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
          </li>
        )}
      </ul>
    </section>
  );
}
