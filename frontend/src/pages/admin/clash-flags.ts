import { t } from '@lingui/core/macro';

/**
 * The flags staff see on a referrer sharing a phone or a UPI id with other active ones, in the
 * page's language (shared/messages' clashFlags says them in English): 'Shares a phone with referrer #12'.
 */
export function clashFlags(c: { sharesPhoneWith: number[]; sharesUpiWith: number[] }): string[] {
  const ids = (list: number[]) => list.map((id) => `#${id}`).join(', ');
  const phone = ids(c.sharesPhoneWith);
  const upi = ids(c.sharesUpiWith);
  return [
    ...(phone ? [t`Shares a phone with referrer ${phone}`] : []),
    ...(upi ? [t`Shares a UPI id with referrer ${upi}`] : []),
  ];
}
