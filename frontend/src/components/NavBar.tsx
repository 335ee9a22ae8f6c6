import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Icon } from './Icon.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { useSiteConfig } from '../stores/site-config.ts';
import '../layouts/layout.css';
import './NavBar.css';

interface NavItem {
  to: string;
  label: MessageDescriptor;
  /** Drawn as a button (the 'Register/Login' link). */
  highlight?: boolean;
  /** Clicking scrolls to the top (all but the registration link, as the specification says). */
  scrollTop?: boolean;
}

/** The seven links of the specification (section 2, 'Navigation bar'). */
const publicNav: NavItem[] = [
  { to: '/home', label: msg`Home`, scrollTop: true },
  { to: '/internship', label: msg`Internship`, scrollTop: true },
  { to: '/about', label: msg`About`, scrollTop: true },
  { to: '/blog', label: msg`Blog`, scrollTop: true },
  { to: '/courses', label: msg`Courses`, scrollTop: true },
  { to: '/contact', label: msg`Contact`, scrollTop: true },
  { to: '/registration', label: msg`Register/Login`, highlight: true },
];

/**
 * The site header. At 768 px or narrower the links fold into a menu button (aria-expanded,
 * aria-controls; Escape closes it and gives focus back to the button).
 */
export function NavBar({ items = publicNav }: { items?: NavItem[] }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  const companyName = useSiteConfig((s) => s.config.companyName);

  // A new page closes the menu.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    list.current?.querySelector<HTMLElement>('a')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <Link to="/home" className="brand" onClick={() => window.scrollTo(0, 0)}>
          <img src="/favicon.svg" alt="" width="32" height="32" className="brand__logo" />
          <span className="brand__name">{companyName}</span>
        </Link>
        <nav aria-label={t`Main`} className="main-nav">
          <button
            ref={button}
            type="button"
            className="menu-button"
            aria-expanded={open}
            aria-controls="main-nav-list"
            onClick={() => setOpen((o) => !o)}
          >
            <Icon name={open ? 'close' : 'menu'} size={24} />
            <span className="visually-hidden">{open ? t`Close menu` : t`Open menu`}</span>
          </button>
          <ul id="main-nav-list" ref={list} className="main-nav__list" data-open={open}>
            {items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    ['main-nav__link', item.highlight ? 'main-nav__link--cta' : '', isActive ? 'is-active' : '']
                      .join(' ')
                      .trim()
                  }
                  onClick={() => {
                    setOpen(false);
                    if (item.scrollTop) window.scrollTo(0, 0);
                  }}
                  end={item.to === '/home'}
                >
                  {i18n._(item.label)}
                </NavLink>
              </li>
            ))}
            <li className="main-nav__language">
              <LanguageSwitch />
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
