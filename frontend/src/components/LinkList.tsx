import { Link } from 'react-router';

export interface SiteLink {
  to: string;
  label: string;
}

/** A list of links to the site's own pages. */
export function LinkList({ links, className }: { links: SiteLink[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((l) => (
        <li key={l.to}>
          <Link to={l.to}>{l.label}</Link>
        </li>
      ))}
    </ul>
  );
}
