import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useServerMutation } from '../../api/mutation.ts';
import { logout } from '../../api/queries/session.ts';

/**
 * Where the login returns: this page with its link. The token rides in the history entry's state
 * (and then in the fragment again), never in a path or query, so no server log or Referer sees it.
 */
function returnHere(token: string) {
  return { from: `/confirm-email#token=${token}` };
}

/** Signed out: the link proves the address only inside the account's own session, so log in first, then come back here. */
export function LogInFirst({ token }: { token: string }) {
  return (
    <section className="card-panel form" aria-labelledby="confirm-email-login">
      <h2 id="confirm-email-login" className="verify__status">
        <Trans>Log in to confirm your e-mail</Trans>
      </h2>
      <p>
        <Trans>
          This link confirms the e-mail address of an intern account. Log in to the account it was sent for: you come
          back here and confirm with one press.
        </Trans>
      </p>
      <Link className="button button--block" to="/login" state={returnHere(token)}>
        <Trans>Log in to confirm</Trans>
      </Link>
      <p>
        <Trans>
          Did you not register with us? Then someone gave your e-mail address by mistake: press “This wasn't me” in the
          same e-mail. You do not need to log in for that.
        </Trans>
      </p>
    </section>
  );
}

/**
 * Someone else is signed in (another intern, or staff): the link is not theirs to use. Which account
 * it belongs to is not said; logging out leads to LogInFirst, with the link kept.
 */
export function OtherAccount() {
  const leave = useServerMutation(async () => {
    try {
      await logout();
    } catch (err) {
      console.warn('logout failed', err);
    }
  });
  return (
    <section className="card-panel form" aria-labelledby="confirm-email-other">
      <h2 id="confirm-email-other" className="verify__status">
        <Trans>This link belongs to another account</Trans>
      </h2>
      <p>
        <Trans>
          You are logged in to an account this link was not sent for, so it cannot confirm anything here. Log out, then
          log in to the account the e-mail was sent for.
        </Trans>
      </p>
      <button type="button" className="button button--block" onClick={() => void leave.run()} disabled={leave.pending}>
        {leave.pending ? <Trans>Loading...</Trans> : <Trans>Log out</Trans>}
      </button>
    </section>
  );
}
