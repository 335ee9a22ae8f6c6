import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { confirmEmail } from '../api/endpoints.ts';
import { FormStatus, type FormMessage } from '../components/FormStatus.tsx';
import { LinkDone, LinkNeeded } from '../components/LinkPanels.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { ResendEmailProof } from '../components/ResendEmailProof.tsx';
import { useAction } from '../hooks/useAction.ts';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import { useMailedLink } from '../hooks/useMailedLink.ts';
import { errorMessage, refusalStatus } from '../lib/error-message.ts';
import { useSession } from '../stores/session.ts';
import { answerText } from '../i18n/answer-text.ts';
import { sharedText } from '../i18n/shared-text.ts';
import '../components/Field.css';
import './VerifyCertificatePage.css';

/**
 * /confirm-email#token=...: the page of the link that proves an intern's e-mail (the registration's
 * mail, or 'Send the link again'). Opening it changes nothing: the owner presses the button, which
 * posts the token, so a mail scanner that opens every link proves nothing for anyone. Signed in or
 * not: the token is the proof. A spent or expired link offers a new one (signed in: at once; else
 * after logging in).
 */
export default function ConfirmEmailPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Confirm your e-mail`);
  const { token, hasToken, done, heading, spend } = useMailedLink();
  const user = useSession((s) => s.user);
  const refresh = useSession((s) => s.refresh);
  const [message, setMessage] = useState<FormMessage>(null);
  const [refused, setRefused] = useState(false);
  const isIntern = user?.role === 'student';

  // Who is signed in decides where the page leads next (dashboard or login); nobody is fine too.
  useEffect(() => {
    refresh().catch(() => undefined);
  }, [refresh]);

  const confirm = useAction(
    async () => {
      setMessage(null);
      spend(answerText(await confirmEmail(token)));
      // The dashboard's notice goes at once.
      refresh().catch(() => undefined);
    },
    (err) => {
      const status = refusalStatus(err);
      setRefused(status === 410 || status === 400);
      setMessage({
        kind: 'error',
        text: errorMessage(err, {
          network: t`Network error. Please check your connection and try again.`,
          showServer: (s) => s < 500,
          other: sharedText('internalError'),
        }),
      });
    },
  );

  const next = isIntern ? (
    <Link to="/dashboard">
      <Trans>Open your dashboard</Trans>
    </Link>
  ) : (
    <Link to="/login">
      <Trans>Log in</Trans>
    </Link>
  );

  return (
    <>
      <PageIntro title={t`Confirm your e-mail`} eyebrow={t`Your intern account`} />
      <div className="container narrow section">
        {done ? (
          <LinkDone id="confirm-email-done" heading={heading} title={done}>
            <p>{next}</p>
          </LinkDone>
        ) : hasToken ? (
          <section className="card-panel form" aria-labelledby="confirm-email-title">
            <h2 id="confirm-email-title" className="verify__status">
              <Trans>Is this e-mail address yours?</Trans>
            </h2>
            <p>
              <Trans>Press the button to confirm the e-mail address of your intern account.</Trans>
            </p>
            <FormStatus message={message} />
            {refused ? (
              <div data-testid="new-link">
                {isIntern ? (
                  <ResendEmailProof className="button button--block" />
                ) : (
                  <p>
                    <Trans>
                      <Link to="/login">Log in</Link> and ask for a new link on your dashboard.
                    </Trans>
                  </p>
                )}
              </div>
            ) : (
              <button type="button" className="button button--block" onClick={() => void confirm.run()} disabled={confirm.pending}>
                {confirm.pending ? <Trans>Confirming...</Trans> : <Trans>Confirm my e-mail</Trans>}
              </button>
            )}
          </section>
        ) : (
          <LinkNeeded id="confirm-email-missing">
            <p>
              <Trans>Open the link in the e-mail we sent when you registered, the whole of it. No e-mail?</Trans>{' '}
              {isIntern ? (
                <Trans>Ask for a new one here:</Trans>
              ) : (
                <Trans>
                  <Link to="/login">Log in</Link> and ask for a new one on your dashboard.
                </Trans>
              )}
            </p>
            {isIntern && <ResendEmailProof />}
          </LinkNeeded>
        )}
      </div>
    </>
  );
}
