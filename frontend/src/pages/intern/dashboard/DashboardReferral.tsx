import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { joinReferralFromDashboard, type MyReferrer } from '../../../api/intern.ts';
import { useServerQuery } from '../../../api/query.ts';
import type { StudentUser } from '../../../api/types.ts';
import { FormStatus, type FormMessage } from '../../../components/FormStatus.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { ReferralCodeBox, ReferralForm, useReferralForm } from '../../../components/ReferralForm.tsx';
import { useFormat } from '../../../i18n/useFormat.ts';
import { REFERRAL_REWARD_RUPEES } from 'shared/business';
import { LinkMembershipForm, RemoveMembershipLink } from './DashboardMembershipLink.tsx';
import { mine } from '../../../api/queries/me.ts';

const POPUP_KEY = 'popup1Shown';
export const POPUP_DELAY_MS = 3000;

/** True the first time in this browser session (sessionStorage 'popup1Shown'), and marks it shown. */
export function claimPopup(): boolean {
  try {
    if (sessionStorage.getItem(POPUP_KEY) === 'true') return false;
    sessionStorage.setItem(POPUP_KEY, 'true');
    return true;
  } catch {
    return false; // storage blocked: never nag
  }
}

type Step = 'offer' | 'form' | 'link';

/**
 * The dashboard's referral popup: an offer with Register, then the referral form prefilled from the
 * intern's profile (POST /api/referrers, source 'dashboard'), which ends with the hint to open the
 * mailed link (the code is issued then); or a request to link a membership the intern has already
 * (its member confirms by mail); or the intern's linked record (GET /api/me/referrer), with the button
 * that removes the link, instead of the form. A join waiting for its confirmation is not shown: anyone
 * may have made it.
 */
export function DashboardReferral({ user, open, onClose }: { user: StudentUser; open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const format = useFormat();
  const reward = format.rupees(REFERRAL_REWARD_RUPEES);
  const [step, setStep] = useState<Step>('offer');
  const [joined, setJoined] = useState(false);
  // The outcome of removing the link, shown above the offer that replaces the record.
  const [notice, setNotice] = useState<FormMessage>(null);
  const done = useRef<HTMLButtonElement>(null);
  const statusId = useId();
  const referral = useReferralForm({
    initial: { name: user.name, phone: user.phone, upiId: '', email: user.email },
    join: joinReferralFromDashboard,
    onJoined: () => setJoined(true),
  });

  // Asked each time the popup opens; no record (404) or no answer: the offer to join.
  const referrer = useServerQuery({ ...mine.referrer(), enabled: open });
  const existing: MyReferrer | null | undefined = referrer.error
    ? null
    : (referrer.data ?? (referrer.isFetching ? undefined : null));

  // The form has gone with its submit button: the focus moves on to Done, which reads the outcome.
  useEffect(() => {
    if (joined) done.current?.focus();
  }, [joined]);

  return (
    <Modal open={open} onClose={onClose} title={t`Refer & Earn`} className="referral-modal">
      <p className="modal__lead">
        <Trans>
          Earn <strong>{reward}</strong> for every friend who enrols with your code and is validated, paid on the 10th
          of each month to your UPI id.
        </Trans>
      </p>
      {joined ? (
        <>
          <FormStatus id={statusId} message={referral.message} />
          <button
            ref={done}
            type="button"
            className="button button--block"
            onClick={onClose}
            aria-describedby={statusId}
          >
            <Trans>Done</Trans>
          </button>
        </>
      ) : existing ? (
        <>
          <ReferralCodeBox code={existing.code} />
          <ReferrerTotals existing={existing} />
          <button type="button" className="button button--block" onClick={onClose}>
            <Trans>Done</Trans>
          </button>
          <RemoveMembershipLink
            onRemoved={(said) => {
              setNotice({ kind: 'success', text: said });
              void referrer.refetch();
            }}
          />
        </>
      ) : step === 'offer' ? (
        <>
          <FormStatus message={notice} />
          <div className="button-row">
            <button type="button" className="button" onClick={() => setStep('form')} disabled={existing === undefined}>
              {existing === undefined ? <Trans>Loading...</Trans> : <Trans>Register</Trans>}
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setStep('link')}
              disabled={existing === undefined}
            >
              <Trans>I am a member: link my membership</Trans>
            </button>
            <button type="button" className="button button--ghost" onClick={onClose}>
              <Trans>Not now</Trans>
            </button>
          </div>
        </>
      ) : step === 'link' ? (
        <LinkMembershipForm onCancel={() => setStep('offer')} />
      ) : (
        <ReferralForm state={referral} />
      )}
    </Modal>
  );
}

/** The confirmed referrer's count and total (numbers and rupees in the page's language). */
function ReferrerTotals({ existing }: { existing: MyReferrer }) {
  const format = useFormat();
  const count = format.number(existing.count);
  const each = format.number(REFERRAL_REWARD_RUPEES);
  const total = format.rupees(existing.total);
  const upiId = existing.upiId;
  return (
    <p className="muted">
      <Trans>
        Validated referrals: {count} x {each} = {total}. Payouts go to {upiId}.
      </Trans>
    </p>
  );
}
