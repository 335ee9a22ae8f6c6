import { Link } from 'react-router-dom';
import { Icon } from '../../../components/Icon.tsx';

/** Shown instead of the dashboard until an admin validates the enrolment (specification section 2). */
export function WaitingScreen({ name }: { name?: string }) {
  return (
    <section className="container narrow section waiting" aria-labelledby="waiting-title">
      <div className="card-panel waiting__card">
        <span className="waiting__icon" aria-hidden="true">
          <Icon name="clock" size={40} />
        </span>
        <h1 id="waiting-title">Waiting for Confirmation</h1>
        {name && <p className="waiting__hello">Thank you for enrolling, {name}.</p>}
        <p>This may take up to 2 to 4 hours</p>
        <p>You will receive a confirmation Mail, please check it out</p>
        <p className="waiting__strong">Login after confirmation</p>
        <Link to="/login" className="button">
          Login
        </Link>
      </div>
    </section>
  );
}
