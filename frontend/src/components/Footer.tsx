import { Link } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';
import { useSiteConfig } from '../stores/site-config.ts';
import { programs, values } from '../content/company.ts';
import { Icon } from './Icon.tsx';
import './Footer.css';

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The footer of the specification: blurb, location, contact, quick links, programs, values. */
export function Footer() {
  const { companyName, phone, email } = useSiteConfig(useShallow((s) => ({ companyName: s.config.companyName, phone: s.config.phone, email: s.config.email })));
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__title">
            {companyName}
          </h2>
          <p>
            Online tech courses, certified internships and simple management software for small businesses. Learn from working developers, build
            real projects and get a certificate you can verify.
          </p>
          <p className="site-footer__line">
            <Icon name="pin" size={18} /> Remote · Tamil Nadu, India
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
            Quick links
          </h2>
          <ul className="site-footer__list">
            <li>
              <Link to="/about">About us</Link>
            </li>
            <li>
              <Link to="/internship">Internship</Link>
            </li>
            <li>
              <Link to="/courses">Courses</Link>
            </li>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-programs">
          <h2 id="footer-programs" className="site-footer__title">
            Programs
          </h2>
          <ul className="site-footer__list">
            {programs.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-values">
          <h2 id="footer-values" className="site-footer__title">
            Our values
          </h2>
          <ul className="site-footer__list">
            {values.map((v) => (
              <li key={v}>{v}</li>
            ))}
          </ul>
        </section>
      </div>
      <p className="site-footer__bottom container">
        © {new Date().getFullYear()} {companyName}. Online classes only.
      </p>
    </footer>
  );
}
