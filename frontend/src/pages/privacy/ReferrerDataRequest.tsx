import { Trans, useLingui } from '@lingui/react/macro';
import { requestReferrerData } from '../../api/endpoints.ts';
import { EmailField } from '../../components/PersonFields.tsx';
import { FormStatus } from '../../components/FormStatus.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { useLinkRequest } from '../../hooks/useLinkRequest.ts';

/**
 * 'Get your refer-and-earn data': a referrer has no account, so the data goes only to the e-mail's
 * owner: the server mails a one-time link (and answers the same whoever's address it is).
 */
export function ReferrerDataRequest() {
  const { t } = useLingui();
  const { email, setEmail, message, busy, submit } = useLinkRequest(
    requestReferrerData,
    t`Check your spam folder too. The link works once.`,
  );

  return (
    <section aria-labelledby="referrer-data" className="privacy__part">
      <h2 id="referrer-data" tabIndex={-1}>
        <Trans>Get your refer-and-earn data</Trans>
      </h2>
      <p>
        <Trans>
          Enter the e-mail you joined refer and earn with. If we hold data for it, we e-mail that address a link that
          downloads it as a ZIP file.
        </Trans>
      </p>
      <form onSubmit={submit} className="form card-panel" noValidate>
        <EmailField value={email} onChange={(e) => setEmail(e.target.value)} />
        <FormStatus message={message} />
        <SubmitButton busy={busy} busyLabel={t`Loading...`}>
          <Trans>Send me the link</Trans>
        </SubmitButton>
      </form>
    </section>
  );
}
