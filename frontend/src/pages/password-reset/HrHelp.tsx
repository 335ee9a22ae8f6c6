import { useSiteConfig } from '../../stores/site-config.ts';

/** The specification's note about a forgotten password (write to HR), kept as the fallback when no mail comes. */
export function HrHelp() {
  const hrEmail = useSiteConfig((s) => s.config.email);
  return (
    <p className="form__foot form__foot--muted">
      No mail, or no access to that e-mail any more? E-mail HR{hrEmail ? ' at ' : ''}
      {hrEmail && <a href={`mailto:${hrEmail}?subject=${encodeURIComponent('Password reset request')}`}>{hrEmail}</a>} from the address you registered
      with, and we will help you reset it.
    </p>
  );
}
