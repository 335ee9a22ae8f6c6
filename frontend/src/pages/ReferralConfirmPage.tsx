import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { confirmReferrer } from '../api/endpoints.ts';
import type { ReferrerConfirmed } from '../api/types.ts';
import { FormStatus } from '../components/FormStatus.tsx';
import { LinkDone, LinkNeeded, SpendButton } from '../components/LinkPanels.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { ReferralCodeBox, ReferralDashboardLink } from '../components/ReferralForm.tsx';
import { REFERRAL_REWARD_RUPEES } from 'shared/business';
import { useFormat } from '../i18n/useFormat.ts';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import { useMailedLink, useSpendLink } from '../hooks/useMailedLink.ts';
import { refusalStatus } from '../lib/error-message.ts';
import { answerText } from '../i18n/answer-text.ts';
import '../components/Field.css';
import './VerifyCertificatePage.css';

/** What each refusal means for the reader, and where to go next. */
function nextStep(status: number | undefined) {
  if (status === 410 || status === 404 || status === 400) {
    return (
      <Trans>
        To get a new link, join again with <Link to="/home">Refer &amp; Earn on the home page</Link>.
      </Trans>
    );
  }
  if (status === 409) {
    return (
      <Trans>
        See your code and referrals on the <Link to="/referal">referral dashboard</Link>, or{' '}
        <Link to="/contact">contact us</Link>.
      </Trans>
    );
  }
  return null;
}

/**
 * /referal/confirm#token=...: the page of the link a join mails. Opening it changes nothing: the
 * owner presses Confirm, which posts the token, so a mail scanner that opens (or even renders) every
 * link cannot confirm a join for them. Confirmed, it shows the new referral code (also mailed).
 */
export default function ReferralConfirmPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Confirm your e-mail`);
  const link = useMailedLink<ReferrerConfirmed>();
  const { hasToken, done, heading } = link;
  const { message, action: confirm } = useSpendLink(link, confirmReferrer, (err) => nextStep(refusalStatus(err)));

  const reward = useFormat().rupees(REFERRAL_REWARD_RUPEES);
  const upiId = done?.upiId;
  return (
    <>
      <PageIntro title={t`Confirm your e-mail`} eyebrow={t`Refer & Earn`} />
      <div className="container narrow section">
        {done ? (
          <LinkDone id="confirm-done" heading={heading} title={answerText(done)}>
            <ReferralCodeBox code={done.referralCode} />
            <p>
              <Trans>
                Share it with friends who want an internship: you earn {reward} for each one we validate, paid on the
                10th of each month to your UPI id <strong>{upiId}</strong>. We have mailed you the code too.
              </Trans>
            </p>
            <ReferralDashboardLink />
          </LinkDone>
        ) : hasToken ? (
          <section className="card-panel form" aria-labelledby="confirm-title">
            <h2 id="confirm-title" className="verify__status">
              <Trans>Join Refer &amp; Earn with this e-mail?</Trans>
            </h2>
            <p>
              <Trans>
                Press Confirm if you asked to join our Refer &amp; Earn programme and the details in the e-mail are
                yours. Your referral code is issued at once.
              </Trans>
            </p>
            <p className="form__foot--muted">
              <Trans>Did not ask to join, or the details are not yours? Close this page: nothing happens.</Trans>
            </p>
            <FormStatus message={message} />
            <SpendButton action={confirm} busy={<Trans>Confirming...</Trans>}>
              <Trans>Confirm my e-mail</Trans>
            </SpendButton>
          </section>
        ) : (
          <LinkNeeded id="confirm-missing">
            <p>
              <Trans>
                Open the confirmation link in the e-mail we sent when you joined, the whole of it. No e-mail? Join again
                with <Link to="/home">Refer &amp; Earn on the home page</Link>.
              </Trans>
            </p>
          </LinkNeeded>
        )}
      </div>
    </>
  );
}
