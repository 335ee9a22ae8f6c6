import { useLingui } from '@lingui/react';
import { ResendEmailProof } from '../../../components/ResendEmailProof.tsx';
import { sharedText } from '../../../i18n/shared-text.ts';
import './EmailProofNotice.css';

/**
 * While the intern's e-mail is unproven (issue 25), on the dashboard and the waiting screen: the
 * registration's mail carried a link; this asks for it to be used and can send a new one. Login and
 * the rest of the screen never wait for it.
 */
export function EmailProofNotice() {
  useLingui(); // drawn again in the language chosen
  return (
    <section className="notice email-proof" aria-labelledby="email-proof-text" data-testid="email-proof-notice">
      <p id="email-proof-text" className="email-proof__text">
        {sharedText('emailProofNotice')}
      </p>
      <ResendEmailProof />
    </section>
  );
}
