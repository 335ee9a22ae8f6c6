import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { disownEmail } from '../api/endpoints.ts';
import { FormStatus } from '../components/FormStatus.tsx';
import { LinkDone, LinkNeeded, SpendButton } from '../components/LinkPanels.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import { useMailedLink, useSpendLink } from '../hooks/useMailedLink.ts';
import { answerText } from '../i18n/answer-text.ts';
import '../components/Field.css';
import './VerifyCertificatePage.css';

/**
 * /not-me#token=...: "This wasn't me", the second link of the mail that asks an intern to confirm
 * their e-mail. The address owner says the registration is not theirs, without an account or a
 * session: the token is what shows they read that mailbox. Opening the page changes nothing (a mail
 * scanner opens every link); the press posts the token. Done, that account can never confirm this
 * address and nothing more is mailed to it for that account.
 */
export default function NotMePage() {
  const { t } = useLingui();
  useDocumentTitle(t`This wasn't me`);
  const link = useMailedLink();
  const { hasToken, done, heading } = link;
  const { message, action: disown } = useSpendLink(
    link,
    async (token) => answerText(await disownEmail(token)),
    () => (
      <Trans>
        <Link to="/contact">Contact us</Link> and we will look at it.
      </Trans>
    ),
  );

  return (
    <>
      <PageIntro title={t`This wasn't me`} eyebrow={t`Your e-mail address`} />
      <div className="container narrow section">
        {done ? (
          <LinkDone id="not-me-done" heading={heading} title={done}>
            <p>
              <Trans>You do not need to do anything more.</Trans>
            </p>
          </LinkDone>
        ) : hasToken ? (
          <section className="card-panel form" aria-labelledby="not-me-title">
            <h2 id="not-me-title" className="verify__status">
              <Trans>Did someone register with your e-mail address?</Trans>
            </h2>
            <p>
              <Trans>
                Our e-mail named an intern account registered with your address. If you did not register it, press the
                button: that account can then never confirm your address, we will not write to you about it again, and
                our team sees that the address is not theirs.
              </Trans>
            </p>
            <FormStatus message={message} />
            <SpendButton action={disown} busy={<Trans>Sending...</Trans>}>
              <Trans>This wasn't me</Trans>
            </SpendButton>
          </section>
        ) : (
          <LinkNeeded id="not-me-missing">
            <p>
              <Trans>Open the “This wasn't me” link in our e-mail, the whole of it.</Trans>
            </p>
          </LinkNeeded>
        )}
      </div>
    </>
  );
}
