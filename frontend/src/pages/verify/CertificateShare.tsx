import { Trans, useLingui } from '@lingui/react/macro';
import { linkedInAddCertificationUrl } from 'shared/share';
import type { CertificateCheck } from '../../api/types.ts';
import { CopyButton } from '../../components/CopyButton.tsx';
import { useSiteConfig } from '../../stores/site-config.ts';
import './CertificateShare.css';

/** 'Add to LinkedIn profile' and a copy-link button for a valid certificate's verification page. */
export function CertificateShare({ check, title }: { check: CertificateCheck; title: string }) {
  const { t } = useLingui();
  const company = useSiteConfig((s) => s.config.companyName);
  // The page's own address without query or fragment: the link printed on the certificate.
  const verifyUrl = `${window.location.origin}${window.location.pathname}`;
  const linkedIn = linkedInAddCertificationUrl({
    name: `${title}: ${check.course}`,
    organizationName: company,
    issuedOn: check.issuedOn,
    certificateNumber: check.certificateNumber,
    verifyUrl,
  });
  return (
    <div className="certificate-share" aria-label={t`Share this certificate`} role="group">
      <a
        className="button button--small certificate-share__linkedin"
        href={linkedIn}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="linkedin-link"
      >
        <Trans>
          Add to LinkedIn profile<span className="visually-hidden"> (opens LinkedIn in a new tab)</span>
        </Trans>
      </a>
      <CopyButton
        text={verifyUrl}
        label={t`Copy the link to this verification page`}
        messages={{ copied: t`Link copied.`, failed: t`Could not copy the link. Copy it from the address bar.` }}
      />
    </div>
  );
}
