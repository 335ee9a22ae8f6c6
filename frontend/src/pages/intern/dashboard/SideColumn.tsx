import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { REFERRAL_REWARD_RUPEES } from 'shared/business';
import { coursesWeOffer, whatsNew, whatsNewReferral } from '../../../content/intern.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { DashCard } from './DashCard.tsx';

/** What's new and the courses on offer, beside the dashboard. */
export function SideColumn() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const news = [...whatsNew, whatsNewReferral(format.rupees(REFERRAL_REWARD_RUPEES))];
  return (
    <>
      <DashCard id="new-title" title={t`What's New`}>
        <ul className="tips">
          {news.map((item) => (
            <li key={item.id}>{i18n._(item)}</li>
          ))}
        </ul>
      </DashCard>
      <DashCard id="we-offer-title" title={t`Courses We Offer`}>
        <ul className="tips">
          {coursesWeOffer.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <Link to="/extracourse">
          <Trans>Add an extra course</Trans>
        </Link>
      </DashCard>
    </>
  );
}
