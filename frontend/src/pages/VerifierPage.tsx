import { useLingui } from '@lingui/react/macro';
import { PageIntro } from '../components/PageIntro.tsx';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import { Verifier } from './verify/Verifier.tsx';
import './VerifyCertificatePage.css';

/** /verify (docs/CREDENTIALS.md): the verifier for a credential or a PDF a visitor brings, without signing in. */
export default function VerifierPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Check a credential`);
  return (
    <>
      <PageIntro title={t`Check a credential`} eyebrow={t`Verification`} />
      <div className="container narrow section">
        <Verifier />
      </div>
    </>
  );
}
