import { Trans } from '@lingui/react/macro';
import { useSiteConfig } from '../../stores/site-config.ts';

/** The specification's note about a forgotten password (write to HR), kept as the fallback when no mail comes. */
export function HrHelp() {
  const hrEmail = useSiteConfig((s) => s.config.email);
  // The subject is for HR, who work in English.
  const subject = encodeURIComponent('Password reset request');
  return (
    <p className="form__foot form__foot--muted">
      {hrEmail ? (
        <Trans>
          No mail, or no access to that e-mail any more? E-mail HR at{' '}
          <a href={`mailto:${hrEmail}?subject=${subject}`}>{hrEmail}</a> from the address you registered with, and we
          will help you reset it.
        </Trans>
      ) : (
        <Trans>
          No mail, or no access to that e-mail any more? E-mail HR from the address you registered with, and we will
          help you reset it.
        </Trans>
      )}
    </p>
  );
}
