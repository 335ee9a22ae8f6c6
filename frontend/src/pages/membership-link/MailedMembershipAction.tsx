import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { MessageAnswer } from 'shared/api/envelope';
import { FormStatus } from '../../components/FormStatus.tsx';
import { LinkDone, LinkNeeded, SpendButton } from '../../components/LinkPanels.tsx';
import { PageIntro } from '../../components/PageIntro.tsx';
import { ReferralDashboardLink } from '../../components/ReferralForm.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { useMailedLink, useSpendLink } from '../../hooks/useMailedLink.ts';
import { answerText } from '../../i18n/answer-text.ts';
import '../../components/Field.css';
import '../VerifyCertificatePage.css';

/**
 * A refer-and-earn member's mailed link about an intern account (link it, or remove the link). Opening
 * the page changes nothing: the member presses the button, which posts the token, so a mail scanner
 * that opens every link acts for nobody. The mail names the intern account; the page points back to it.
 */
export function MailedMembershipAction({
  title,
  question,
  explanation,
  button,
  pending,
  act,
}: {
  title: string;
  question: ReactNode;
  explanation: ReactNode;
  button: ReactNode;
  pending: ReactNode;
  act: (token: string) => Promise<MessageAnswer>;
}) {
  const { t } = useLingui();
  useDocumentTitle(title);
  const link = useMailedLink<MessageAnswer>();
  const { hasToken, done, heading } = link;
  const { message, action } = useSpendLink(link, act);

  return (
    <>
      <PageIntro title={title} eyebrow={t`Refer & Earn`} />
      <div className="container narrow section">
        {done ? (
          <LinkDone id="membership-done" heading={heading} title={answerText(done)}>
            <ReferralDashboardLink />
          </LinkDone>
        ) : hasToken ? (
          <section className="card-panel form" aria-labelledby="membership-title">
            <h2 id="membership-title" className="verify__status">
              {question}
            </h2>
            <p>{explanation}</p>
            <FormStatus message={message} />
            <SpendButton action={action} busy={pending}>
              {button}
            </SpendButton>
          </section>
        ) : (
          <LinkNeeded id="membership-missing">
            <p>
              <Trans>Open the link in the e-mail we sent you about the intern account, the whole of it.</Trans>
            </p>
          </LinkNeeded>
        )}
      </div>
    </>
  );
}
