import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { GrievanceContact } from 'shared/api/privacy';
import { telHref } from '../../components/Footer.tsx';
import { erasure } from '../../lib/privacy-notice.ts';

/**
 * 'Your rights' under the DPDP Act 2023 (sections 11 to 14): where on this site each one is used,
 * the grievance officer (from the site config), and the Data Protection Board after them.
 */
export function YourRights({ grievance }: { grievance: GrievanceContact }) {
  // Re-rendered when the language changes (erasure's items are read in the page's language).
  useLingui();
  const { name, email } = grievance;
  // Whole sentences in either form (with the officer's address or without): a translator sees each one entire.
  const membersWrite = email ? (
    <Trans>
      Refer-and-earn members: write to {name} at <a href={`mailto:${email}`}>{email}</a>.
    </Trans>
  ) : (
    <Trans>Refer-and-earn members: write to {name}.</Trans>
  );
  const nameSomeone = email ? (
    <Trans>
      You may name a person to use these rights for you if you die or become unable to: write to {name} at{' '}
      <a href={`mailto:${email}`}>{email}</a>.
    </Trans>
  ) : (
    <Trans>You may name a person to use these rights for you if you die or become unable to: write to {name}.</Trans>
  );
  // The removed items, comma-separated in either language, inside one sentence.
  const erasedList = erasure.erased.join(', ');
  return (
    <section aria-labelledby="privacy-rights" className="privacy__part">
      <h2 id="privacy-rights">
        <Trans>Your rights</Trans>
      </h2>
      <p>
        <Trans>India&apos;s Digital Personal Data Protection Act, 2023 gives you these rights over your data.</Trans>
      </p>
      <h3>
        <Trans>See your data</Trans>
      </h3>
      <p>
        <Trans>
          Interns: sign in, and on your dashboard press <strong>Download my data</strong> (in the card{' '}
          <em>Your data</em>). You get a ZIP file with everything we hold about you. Refer-and-earn members: use the
          form <a href="#referrer-data">Get your refer-and-earn data</a> below; we e-mail a download link to your own
          address.
        </Trans>
      </p>
      <h3>
        <Trans>Correct it</Trans>
      </h3>
      <p>
        <Trans>
          Interns: on your dashboard, <strong>Something wrong in your details?</strong> asks an admin to correct a
          detail; documents already issued are issued again.
        </Trans>{' '}
        {membersWrite}
      </p>
      <h3>
        <Trans>Erase it</Trans>
      </h3>
      <p>
        <Trans>
          Interns: on your dashboard, press <strong>Ask to erase my data</strong>. An admin approves or refuses the
          request, and we e-mail you the outcome (with the reason if refused). Refer-and-earn members: ask for the link
          with the form <a href="#referrer-data">Get your refer-and-earn data</a> below; the page it opens erases your
          data too, once no payout is owed to you.
        </Trans>
      </p>
      <p>
        <Trans>An erasure removes {erasedList}. It keeps:</Trans>
      </p>
      <ul>
        {erasure.kept.map((k) => (
          <li key={k}>{k};</li>
        ))}
      </ul>
      <h3>
        <Trans>Withdraw your consent</Trans>
      </h3>
      <p>
        <Trans>
          Withdrawing your consent is the same as asking to erase your data: we stop using it from then on. What was
          done before stays lawful, and your internship or refer-and-earn membership ends with it.
        </Trans>
      </p>
      <h3>
        <Trans>Name someone to act for you</Trans>
      </h3>
      <p>{nameSomeone}</p>
      <h3 id="privacy-grievance">
        <Trans>Complaints: our grievance officer</Trans>
      </h3>
      <address className="privacy__contact" data-testid="grievance-contact">
        <strong>{grievance.name}</strong>
        {grievance.email && <a href={`mailto:${grievance.email}`}>{grievance.email}</a>}
        {grievance.phone && <a href={telHref(grievance.phone)}>{grievance.phone}</a>}
      </address>
      <p>
        <Trans>
          Write to them first about anything in this notice or how we used your data. If you are not satisfied with the
          answer, you may then complain to the <strong>Data Protection Board of India</strong>.
        </Trans>
      </p>
      <p>
        <Trans>
          Other questions: <Link to="/contact">contact us</Link>.
        </Trans>
      </p>
    </section>
  );
}
