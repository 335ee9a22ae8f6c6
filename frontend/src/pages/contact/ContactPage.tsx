import { Trans, useLingui } from '@lingui/react/macro';
import { PageIntro } from '../../components/PageIntro.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { ContactForm } from './ContactForm.tsx';
import { HeadOffice } from './HeadOffice.tsx';
import './ContactPage.css';

/** /contact: the message form beside the head office's address and map. */
export default function ContactPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Contact us`);
  return (
    <>
      <PageIntro title={t`Contact us`} eyebrow={t`We reply within a working day`}>
        <p>
          <Trans>Questions about a course, your enrolment or our software? Write to us.</Trans>
        </p>
      </PageIntro>
      <div className="container page-columns contact">
        <ContactForm />
        <HeadOffice />
      </div>
    </>
  );
}
