import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { REFERRAL_REWARD_RUPEES } from 'shared/business';
import { useCatalogue } from '../../../api/queries/catalogue.ts';
import { dashboardListOf } from '../../../catalogue/courses.ts';
import { useInLanguage } from '../../../catalogue/useCatalogueText.ts';
import { whatsNew, whatsNewReferral } from '../../../content/intern.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { DashCard } from './DashCard.tsx';

/**
 * What's new and the courses on offer beside the dashboard: the published catalogue's courses listed there
 * (`dashboard.listed`), in card order and the reader's language.
 */
export function SideColumn() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const text = useInLanguage();
  const { data: catalogue } = useCatalogue();
  const offered = catalogue ? dashboardListOf(catalogue) : [];
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
          {offered.map(({ id, line }) => (
            <li key={id}>{text(line)}</li>
          ))}
        </ul>
        <Link to="/extracourse">
          <Trans>Add an extra course</Trans>
        </Link>
      </DashCard>
    </>
  );
}
