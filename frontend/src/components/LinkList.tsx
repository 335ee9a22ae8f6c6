import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Link } from 'react-router';

export interface SiteLink {
  to: string;
  label: MessageDescriptor;
}

/** A list of links to the site's own pages. */
export function LinkList({ links, className }: { links: SiteLink[]; className?: string }) {
  const { i18n } = useLingui();
  return (
    <ul className={className}>
      {links.map((l) => (
        <li key={l.to}>
          <Link to={l.to}>{i18n._(l.label)}</Link>
        </li>
      ))}
    </ul>
  );
}
