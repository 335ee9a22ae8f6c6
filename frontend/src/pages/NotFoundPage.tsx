import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import './NotFoundPage.css';

export function NotFound() {
  return (
    <section className="container narrow not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>We could not find that page</h1>
      <p>The link may be old or mistyped. These pages are a good place to continue:</p>
      <ul className="link-list">
        <li>
          <Link to="/home">Home</Link>
        </li>
        <li>
          <Link to="/internship">Internship</Link>
        </li>
        <li>
          <Link to="/courses">Courses</Link>
        </li>
        <li>
          <Link to="/registration">Register</Link> or <Link to="/login">log in</Link>
        </li>
        <li>
          <Link to="/contact">Contact us</Link>
        </li>
      </ul>
    </section>
  );
}

export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return <NotFound />;
}
