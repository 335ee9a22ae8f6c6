import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { PRIVACY_NOTICE_VERSION, type NoticeForm } from 'shared/privacy';
import { isMessageCode } from 'shared/messages';
import type { ErrorCode } from 'shared/api/envelope';
import { ApiError } from '../api/client.ts';
import type { Consent } from '../api/endpoints.ts';
import { formNoticeWords } from '../content/form-notices.ts';
import { sharedText } from '../i18n/shared-text.ts';
import { useSiteConfig } from '../stores/site-config.ts';
import './Field.css';
import './ConsentField.css';

const refusals: (ErrorCode | undefined)[] = ['consentRequired', 'consentOutdated'];

export interface ConsentState {
  checked: boolean;
  setChecked: (checked: boolean) => void;
  /** The refusal shown at the box (not ticked, or the server's consent refusal). */
  error: string | null;
  /** The box's id (the focus goes there when it is refused). */
  id: string;
  /** Before sending: false (the message at the box, the focus on it) when the box is not ticked. */
  check: () => boolean;
  /** After a refusal: true when it is about consent (then shown at the box), else false. */
  refused: (err: unknown) => boolean;
  /** What the request body carries. */
  body: Consent;
  /** After a success that empties the form: the box unticked again. */
  reset: () => void;
}

/** The state of a form's consent box: unticked at first, checked before sending, refusals at the box. */
export function useConsent(): ConsentState {
  const [checked, setCheckedState] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = `consent${useId()}`;
  const show = (message: string) => {
    setError(message);
    document.getElementById(id)?.focus();
  };
  return {
    checked,
    setChecked: (value) => {
      setCheckedState(value);
      if (value) setError(null);
    },
    error,
    id,
    check: () => {
      if (!checked) show(sharedText('consentRequired'));
      return checked;
    },
    refused: (err) => {
      if (!(err instanceof ApiError) || !refusals.includes(err.code)) return false;
      // An outdated notice must be read again: the tick given to the old one no longer counts.
      if (err.code === 'consentOutdated') setCheckedState(false);
      show(err.code !== undefined && isMessageCode(err.code) ? sharedText(err.code) : err.message);
      return true;
    },
    body: { consent: true, noticeVersion: PRIVACY_NOTICE_VERSION },
    reset: () => {
      setCheckedState(false);
      setError(null);
    },
  };
}

/**
 * The short privacy notice of a form (what it collects, why, how long, whom to ask) and the unticked
 * box that agrees to it (DPDP Act 2023: consent given by a clear action, on a notice). No `required`
 * attribute: the browser's own bubble would hide the message at the box.
 */
export function ConsentField({ form, consent }: { form: NoticeForm; consent: ConsentState }) {
  const { grievance, email, screenshotDays } = useSiteConfig(
    useShallow((s) => ({
      grievance: s.config.grievance,
      email: s.config.email,
      screenshotDays: s.config.screenshotRetentionDays,
    })),
  );
  const { i18n } = useLingui();
  const words = formNoticeWords[form](screenshotDays);
  const collects = i18n._(words.collects);
  const why = i18n._(words.why);
  const kept = i18n._(words.kept);
  const name = grievance.name;
  const contact = grievance.email || email;
  const noticeId = `${consent.id}-notice`;
  const errorId = `${consent.id}-error`;
  return (
    <div className="consent">
      <p id={noticeId} className="consent__notice">
        <Trans>
          We collect {collects}, {why}. Kept {kept}.
        </Trans>{' '}
        <Trans>Questions: {name}</Trans>
        {contact && (
          <>
            , <a href={`mailto:${contact}`}>{contact}</a>
          </>
        )}
        .{' '}
        <Link to="/privacy" target="_blank" rel="noopener">
          <Trans>
            Read the privacy notice<span className="visually-hidden"> (opens in a new tab)</span>
          </Trans>
        </Link>
      </p>
      <label className="consent__box">
        <input
          id={consent.id}
          type="checkbox"
          name="consent"
          checked={consent.checked}
          onChange={(e) => consent.setChecked(e.target.checked)}
          aria-required="true"
          aria-invalid={consent.error ? true : undefined}
          aria-describedby={consent.error ? `${errorId} ${noticeId}` : noticeId}
        />
        <span>
          <Trans>I have read the privacy notice and agree to this use of my data.</Trans>
        </span>
      </label>
      {consent.error && (
        <p id={errorId} className="field__error">
          {consent.error}
        </p>
      )}
    </div>
  );
}
