import { Link } from 'react-router';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import { LinkList, type SiteLink } from '../components/LinkList.tsx';
import './NotFoundPage.css';

const continueLinks: SiteLink[] = [
  { to: '/home', label: 'Home' },
  { to: '/internship', label: 'Internship' },
  { to: '/courses', label: 'Courses' },
  { to: '/contact', label: 'Contact us' },
];

export function NotFound() {
  return (
    <section className="container narrow not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>We could not find that page</h1>
      <p>The link may be old or mistyped. These pages are a good place to continue:</p>
      <LinkList className="link-list" links={continueLinks} />
      <p>
        New here? <Link to="/registration">Register</Link>. Enrolled already? <Link to="/login">Log in</Link>.
      </p>
    </section>
  );
}

export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return <NotFound />;
}
