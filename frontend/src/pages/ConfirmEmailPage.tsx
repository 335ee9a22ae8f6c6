import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { confirmEmail } from '../api/endpoints.ts';
import { FormStatus, type FormMessage } from '../components/FormStatus.tsx';
import { LinkDone, LinkNeeded, SpendButton } from '../components/LinkPanels.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { PageLoading } from '../components/PageLoading.tsx';
import { ResendEmailProof } from '../components/ResendEmailProof.tsx';
import { useServerMutation } from '../api/mutation.ts';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import { useMailedLink } from '../hooks/useMailedLink.ts';
import { refusalCode, refusalStatus, refusalText } from '../lib/error-message.ts';
import { answerText } from '../i18n/answer-text.ts';
import { LogInFirst, OtherAccount } from './confirm-email/EmailLinkPanels.tsx';
import '../components/Field.css';
import './VerifyCertificatePage.css';
import { refreshSession } from '../api/queries/session.ts';
import { useSession } from '../hooks/useSession.ts';

/**
 * /confirm-email#token=...: the page of the link that proves an intern's e-mail (the registration's
 * mail, or 'Send the link again'). The link proves the address only inside the account's own session:
 * signed out, the page sends the reader to log in and back here (the token kept out of every URL a
 * server sees); signed in as someone else, it says the link belongs to another account and offers to
 * log out. Opening it changes nothing: the owner presses the button, which posts the token, so a mail
 * scanner that opens every link proves nothing. A spent or expired link offers a new one.
 */
export default function ConfirmEmailPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Confirm your e-mail`);
  const { token, hasToken, done, heading, spend } = useMailedLink();
  const { user, known } = useSession();
  const [message, setMessage] = useState<FormMessage>(null);
  const [refused, setRefused] = useState(false);
  // The account whose session the server refused for this link (another intern's): logging out ends it.
  const [refusedFor, setRefusedFor] = useState<number | null>(null);

  // Who is signed in decides what the page offers; asked afresh (the session may have ended elsewhere).
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    refreshSession()
      .catch(() => undefined)
      .finally(() => setAsked(true));
  }, []);

  const confirm = useServerMutation(
    async () => {
      setMessage(null);
      spend(answerText(await confirmEmail(token)));
      // The dashboard's notice goes at once.
      refreshSession().catch(() => undefined);
    },
    {
      onError: (err) => {
        if (refusalCode(err) === 'emailLinkOtherAccount') return setRefusedFor(user?.id ?? null);
        // The session ended meanwhile: log in again, the link is still good.
        if (refusalStatus(err) === 401) return void refreshSession().catch(() => undefined);
        const code = refusalStatus(err);
        setRefused(code === 410 || code === 400 || code === 409);
        setMessage({ kind: 'error', text: refusalText(err) });
      },
    },
  );

  const body = () => {
    if (done)
      return (
        <LinkDone id="confirm-email-done" heading={heading} title={done}>
          <p>
            <Link to="/dashboard">
              <Trans>Open your dashboard</Trans>
            </Link>
          </p>
        </LinkDone>
      );
    if (!hasToken)
      return (
        <LinkNeeded id="confirm-email-missing">
          <p>
            <Trans>Open the link in the e-mail we sent when you registered, the whole of it. No e-mail?</Trans>{' '}
            {user?.role === 'student' ? (
              <Trans>Ask for a new one here:</Trans>
            ) : (
              <Trans>
                <Link to="/login">Log in</Link> and ask for a new one on your dashboard.
              </Trans>
            )}
          </p>
          {user?.role === 'student' && <ResendEmailProof />}
        </LinkNeeded>
      );
    if (!asked && !known) return <PageLoading />;
    if (!user) return <LogInFirst token={token} />;
    if (user.role !== 'student' || refusedFor === user.id) return <OtherAccount />;
    return (
      <section className="card-panel form" aria-labelledby="confirm-email-title">
        <h2 id="confirm-email-title" className="verify__status">
          <Trans>Is this e-mail address yours?</Trans>
        </h2>
        <p>
          <Trans>
            Press the button to confirm <strong>{user.email}</strong> as the e-mail address of your intern account, in
            the name of {user.name}.
          </Trans>
        </p>
        <FormStatus message={message} />
        {refused ? (
          <div data-testid="new-link">
            {!user.emailDisowned && <ResendEmailProof className="button button--block" />}
          </div>
        ) : (
          <SpendButton action={confirm} busy={<Trans>Confirming...</Trans>}>
            <Trans>Confirm my e-mail</Trans>
          </SpendButton>
        )}
      </section>
    );
  };

  return (
    <>
      <PageIntro title={t`Confirm your e-mail`} eyebrow={t`Your intern account`} />
      <div className="container narrow section">{body()}</div>
    </>
  );
}
