import { Trans } from '@lingui/react/macro';

/**
 * 'Download credential': a certificate's Open Badges 3.0 credential (a signed VC-JWT, `<number>.jwt`,
 * docs/CREDENTIALS.md), for a wallet, an employer or a university to check without us. A plain link: the server
 * sends it as an attachment (the intern's own by the session; on /verify by the page's token).
 */
export function CredentialLink({ href, course }: { href: string | undefined; course?: string }) {
  if (!href) return null;
  return (
    <a className="doc__verify" href={href} download data-testid="credential-link">
      {course ? (
        <Trans>
          Download credential<span className="visually-hidden"> for {course}</span>
        </Trans>
      ) : (
        <Trans>Download credential</Trans>
      )}
    </a>
  );
}
