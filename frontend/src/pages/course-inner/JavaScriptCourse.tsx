import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageIntro } from '../../components/PageIntro.tsx';
import { StarRating } from '../../components/StarRating.tsx';
import { art } from '../../content/art.ts';
import { UPDATED_ON } from '../../content/courses.ts';
import { useShownPrice } from '../../catalogue/useCatalogueText.ts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { EnrollCard } from './EnrollCard.tsx';

const modules: { title: MessageDescriptor; points: MessageDescriptor[] }[] = [
  {
    title: msg`JavaScript basics`,
    points: [msg`Values, variables and types`, msg`Conditions and loops`, msg`Functions and scope`],
  },
  { title: msg`Working with data`, points: [msg`Arrays and objects`, msg`map, filter and reduce`, msg`JSON`] },
  { title: msg`The browser`, points: [msg`The DOM and events`, msg`Forms and validation`, msg`Accessibility basics`] },
  {
    title: msg`Asynchronous JavaScript`,
    points: [msg`Promises and async/await`, msg`fetch and APIs`, msg`Error handling`],
  },
  { title: msg`Modern tooling`, points: [msg`Modules and npm`, msg`Debugging in DevTools`, msg`Git and GitHub`] },
  {
    title: msg`Final project`,
    points: [msg`Plan a small app`, msg`Build it with a mentor`, msg`Present and get a review`],
  },
];

/** /course-inner without a course: the specification's JavaScript course, at the lowest registration fee. */
export function JavaScriptCourse() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`JavaScript course`);
  const price = useShownPrice();
  return (
    <>
      <PageIntro title={t`JavaScript: from zero to your first app`} eyebrow={t`Course`}>
        <StarRating count={512} />
        <p>
          <Trans>Learn the language of the web step by step, online, with a mentor. Updated {UPDATED_ON}.</Trans>
        </p>
      </PageIntro>
      <section className="section">
        <div className="container two-col two-col--wide-left">
          <div>
            <h2 className="section__title">
              <Trans>What you will learn</Trans>
            </h2>
            <ol className="module-list">
              {modules.map((m) => (
                <li key={m.title.id} className="module">
                  <h3 className="module__title">{i18n._(m.title)}</h3>
                  <ul>
                    {m.points.map((p) => (
                      <li key={p.id}>{i18n._(p)}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          </div>
          <EnrollCard
            image={<img src={art('course-javascript')} alt="" width="320" height="180" loading="lazy" />}
            price={price}
            enrollTo="/registration"
          />
        </div>
      </section>
    </>
  );
}
