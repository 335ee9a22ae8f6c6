import { useCallback, useEffect, useState } from 'react';
import type { PaymentKind } from 'shared/payments';
import { issuePaymentReference } from '../api/endpoints.ts';

const storageKey = (kind: PaymentKind) => `payment-reference:${kind}`;

function stored(kind: PaymentKind): string | undefined {
  try {
    return sessionStorage.getItem(storageKey(kind)) ?? undefined;
  } catch {
    return undefined; // storage refused (a private window): a reload asks for a new one
  }
}

/**
 * The payment reference of this payment attempt (POST /api/payment-references), kept in the tab's
 * sessionStorage so a reload shows the same one the intern may already have paid with. `renew` after
 * a successful payment: the next attempt gets a new one. No reference (offline): the payment is shown
 * without one, and the server gives the registration one.
 */
export function usePaymentReference(kind: PaymentKind, enabled = true) {
  const [reference, setReference] = useState<string | undefined>(() => stored(kind));

  useEffect(() => {
    if (!enabled || reference) return;
    let live = true;
    issuePaymentReference(kind)
      .then((issued) => {
        if (!live) return;
        try {
          sessionStorage.setItem(storageKey(kind), issued.reference);
        } catch {
          /* kept for this page only */
        }
        setReference(issued.reference);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [kind, enabled, reference]);

  const renew = useCallback(() => {
    try {
      sessionStorage.removeItem(storageKey(kind));
    } catch {
      /* nothing stored */
    }
    setReference(undefined);
  }, [kind]);

  return { reference, renew };
}
