import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import { LinkList, type SiteLink } from '../components/LinkList.tsx';
import './NotFoundPage.css';

const continueLinks: SiteLink[] = [
  { to: '/home', label: msg`Home` },
  { to: '/internship', label: msg`Internship` },
  { to: '/courses', label: msg`Courses` },
  { to: '/contact', label: msg`Contact us` },
];

export function NotFound() {
  return (
    <section className="container narrow not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>
        <Trans>We could not find that page</Trans>
      </h1>
      <p>
        <Trans>The link may be old or mistyped. These pages are a good place to continue:</Trans>
      </p>
      <LinkList className="link-list" links={continueLinks} />
      <p>
        <Trans>
          New here? <Link to="/registration">Register</Link>. Enrolled already? <Link to="/login">Log in</Link>.
        </Trans>
      </p>
    </section>
  );
}

export default function NotFoundPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Page not found`);
  return <NotFound />;
}
