import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useShallow } from 'zustand/react/shallow';
import { useSiteConfig } from '../stores/site-config.ts';
import { programs, values } from '../content/company.ts';
import { Icon } from './Icon.tsx';
import { LinkList, type SiteLink } from './LinkList.tsx';
import './Footer.css';

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

const quickLinks: SiteLink[] = [
  { to: '/about', label: msg`About us` },
  { to: '/internship', label: msg`Internship` },
  { to: '/courses', label: msg`Courses` },
  { to: '/contact', label: msg`Contact` },
  { to: '/privacy', label: msg`Privacy` },
];

function FooterList({ id, title, items }: { id: string; title: string; items: string[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="site-footer__title">
        {title}
      </h2>
      <ul className="site-footer__list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** The footer of the specification: blurb, location, contact, quick links, programs, values. */
export function Footer() {
  const { t, i18n } = useLingui();
  const year = new Date().getFullYear();
  const { companyName, phone, email } = useSiteConfig(
    useShallow((s) => ({ companyName: s.config.companyName, phone: s.config.phone, email: s.config.email })),
  );
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__title">
            {companyName}
          </h2>
          <p>
            <Trans>
              Online tech courses, certified internships and simple management software for small businesses. Learn from
              working developers, build real projects and get a certificate you can verify.
            </Trans>
          </p>
          <p className="site-footer__line">
            <Icon name="pin" size={18} /> <Trans>Remote · Tamil Nadu, India</Trans>
          </p>
          {phone && (
            <p className="site-footer__line">
              <Icon name="phone" size={18} /> <a href={telHref(phone)}>{phone}</a>
            </p>
          )}
          {email && (
            <p className="site-footer__line">
              <Icon name="mail" size={18} /> <a href={`mailto:${email}`}>{email}</a>
            </p>
          )}
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="site-footer__title">
            <Trans>Quick links</Trans>
          </h2>
          <LinkList className="site-footer__list" links={quickLinks} />
        </nav>
        <FooterList id="footer-programs" title={t`Programs`} items={programs} />
        <FooterList id="footer-values" title={t`Our values`} items={values.map((v) => i18n._(v))} />
      </div>
      <p className="site-footer__bottom container">
        <Trans>
          © {year} {companyName}. Online classes only.
        </Trans>
      </p>
    </footer>
  );
}
