import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { Icon } from '../../components/Icon.tsx';
import { PageIntro } from '../../components/PageIntro.tsx';
import { PayPopover } from '../../components/PayPopover.tsx';
import { UpiPayment } from '../../components/UpiPayment.tsx';
import { useShownPrice } from '../../catalogue/useCatalogueText.ts';
import { useFormat } from '../../i18n/useFormat.ts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { usePaymentReference } from '../../hooks/usePaymentReference.ts';
import { useServerStore } from '../../stores/server.ts';
import { toast } from '../../stores/toast.ts';
import { RegistrationForm } from './RegistrationForm.tsx';
import './RegistrationPage.css';

const POPOVER_DELAY_MS = 1000;
/** The warm-up failed without a message of its own (read when shown: the page's language then). */
const unreachable = () => i18n._(msg`We could not reach the server.`);

/**
 * /registration: how to pay beside the enrolment form; the how-to-pay popover opens a second after load.
 * The price, the UPI link and QR code follow the course chosen on the form, which sends the fee shown.
 */
export default function RegistrationPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Register`);
  const format = useFormat();
  const [popover, setPopover] = useState(false);
  // The price follows the course chosen in the form; with none yet, the lowest a course costs.
  const [course, setCourse] = useState('');
  const shown = useShownPrice(course);
  const price = shown && format.rupees(shown.now);
  const { status, warmUp } = useServerStore(useShallow((s) => ({ status: s.status, warmUp: s.warmUp })));
  const payment = usePaymentReference('registration');

  useEffect(() => {
    let live = true;
    void warmUp().then((ok) => {
      if (!ok && live) toast.error(useServerStore.getState().lastError ?? unreachable(), 5000);
    });
    const timer = setTimeout(() => setPopover(true), POPOVER_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [warmUp]);

  const closePopover = useCallback(() => setPopover(false), []);

  return (
    <>
      <PageIntro title={t`Register for the internship`} eyebrow={t`Enrolment`}>
        <p>
          {price ? (
            <Trans>Fill in your details, pay {price} by UPI and upload the payment screenshot.</Trans>
          ) : (
            <Trans>Fill in your details, pay by UPI and upload the payment screenshot.</Trans>
          )}{' '}
          <button type="button" className="link-button link-button--light" onClick={() => setPopover(true)}>
            <Icon name="info" size={16} /> <Trans>How to pay</Trans>
          </button>
        </p>
      </PageIntro>
      <PayPopover open={popover} onClose={closePopover} amount={shown?.now} />
      <div className="container registration section">
        <aside className="registration__pay">
          <UpiPayment reference={payment.reference} amount={shown?.now} struck={shown?.struck} />
        </aside>
        <RegistrationForm
          ready={status === 'ready'}
          paymentReference={payment.reference}
          onReferenceSpent={payment.renew}
          shownFeeRupees={shown?.now}
          onCourseChange={setCourse}
        />
      </div>
    </>
  );
}
