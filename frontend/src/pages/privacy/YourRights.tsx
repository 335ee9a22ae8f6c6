import { Link } from 'react-router';
import type { GrievanceContact } from 'shared/api/privacy';
import { telHref } from '../../components/Footer.tsx';
import { erasure } from '../../lib/privacy-notice.ts';

/**
 * 'Your rights' under the DPDP Act 2023 (sections 11 to 14): where on this site each one is used,
 * the grievance officer (from the site config), and the Data Protection Board after them.
 */
export function YourRights({ grievance }: { grievance: GrievanceContact }) {
  const writeToUs = grievance.email ? (
    <>
      write to {grievance.name} at <a href={`mailto:${grievance.email}`}>{grievance.email}</a>
    </>
  ) : (
    <>write to {grievance.name}</>
  );
  return (
    <section aria-labelledby="privacy-rights" className="privacy__part">
      <h2 id="privacy-rights">Your rights</h2>
      <p>India&apos;s Digital Personal Data Protection Act, 2023 gives you these rights over your data.</p>
      <h3>See your data</h3>
      <p>
        Interns: sign in, and on your dashboard press <strong>Download my data</strong> (in the card <em>Your data</em>). You get a ZIP file with everything we
        hold about you. Refer-and-earn members: use the form <a href="#referrer-data">Get your refer-and-earn data</a> below; we e-mail a download link to
        your own address.
      </p>
      <h3>Correct it</h3>
      <p>
        Interns: on your dashboard, <strong>Something wrong in your details?</strong> asks an admin to correct a detail; documents already issued are issued
        again. Refer-and-earn members: {writeToUs}.
      </p>
      <h3>Erase it</h3>
      <p>
        Interns: on your dashboard, press <strong>Ask to erase my data</strong>. An admin approves or refuses the request, and we e-mail you the outcome (with
        the reason if refused). Refer-and-earn members: ask for the link with the form <a href="#referrer-data">Get your refer-and-earn data</a> below;
        the page it opens erases your data too, once no payout is owed to you.
      </p>
      <p>An erasure removes {erasure.erased.join(', ')}. It keeps:</p>
      <ul>
        {erasure.kept.map((k) => (
          <li key={k}>{k};</li>
        ))}
      </ul>
      <h3>Withdraw your consent</h3>
      <p>
        Withdrawing your consent is the same as asking to erase your data: we stop using it from then on. What was done before stays lawful, and your
        internship or refer-and-earn membership ends with it.
      </p>
      <h3>Name someone to act for you</h3>
      <p>You may name a person to use these rights for you if you die or become unable to: {writeToUs}.</p>
      <h3 id="privacy-grievance">Complaints: our grievance officer</h3>
      <address className="privacy__contact" data-testid="grievance-contact">
        <strong>{grievance.name}</strong>
        {grievance.email && <a href={`mailto:${grievance.email}`}>{grievance.email}</a>}
        {grievance.phone && <a href={telHref(grievance.phone)}>{grievance.phone}</a>}
      </address>
      <p>
        Write to them first about anything in this notice or how we used your data. If you are not satisfied with the answer, you may then complain to the{' '}
        <strong>Data Protection Board of India</strong>.
      </p>
      <p>
        Other questions: <Link to="/contact">contact us</Link>.
      </p>
    </section>
  );
}
