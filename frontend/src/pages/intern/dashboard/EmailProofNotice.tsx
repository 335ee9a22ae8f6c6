import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ResendEmailProof } from '../../../components/ResendEmailProof.tsx';
import { sharedText } from '../../../i18n/shared-text.ts';
import './EmailProofNotice.css';

/**
 * While the intern's e-mail is unproven, on the dashboard and the waiting screen: the registration's
 * mail carried a link; this asks for it to be used and can send a new one. Login and the rest of the
 * screen never wait for it. When the address's owner said the registration is not theirs
 * (`disowned`), no link can prove it any more: the notice says so and sends the intern to the company
 * to have the e-mail corrected.
 */
export function EmailProofNotice({ disowned = false }: { disowned?: boolean }) {
  useLingui(); // drawn again in the language chosen
  if (disowned)
    return (
      <section
        className="notice notice--error email-proof"
        aria-labelledby="email-disowned-text"
        data-testid="email-disowned-notice"
      >
        <p id="email-disowned-text" className="email-proof__text">
          {sharedText('emailDisowned')}
        </p>
        <p>
          <Link to="/contact">
            <Trans>Contact us</Trans>
          </Link>
        </p>
      </section>
    );
  return (
    <section className="notice email-proof" aria-labelledby="email-proof-text" data-testid="email-proof-notice">
      <p id="email-proof-text" className="email-proof__text">
        {sharedText('emailProofNotice')}
      </p>
      <ResendEmailProof />
    </section>
  );
}
