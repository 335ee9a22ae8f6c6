import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { Localized, PublicCourse } from 'shared/api/catalogue';
import type { CatalogueKind } from '../../../api/catalogue-editor.ts';
import { catalogueEditor } from '../../../api/queries/catalogue-editor.ts';
import { useServerQuery } from '../../../api/query.ts';
import { ListStatus } from '../../../components/ListStatus.tsx';
import { StarRating } from '../../../components/StarRating.tsx';
import { art, type ArtName } from '../../../content/art.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { errorMessage } from '../../../lib/error-message.ts';
// The card as the public grids draw it.
import '../../../components/CourseGrid.css';

type Lang = keyof Localized;

/** The card's picture as a visitor's browser picks it: WebP by width, the JPEG otherwise; or a site picture. */
function CardPicture({ image }: { image: PublicCourse['image'] }) {
  if (!image) return null;
  if ('art' in image) {
    let src: string | undefined;
    try {
      src = art(image.art as ArtName);
    } catch {
      return null;
    }
    return <img className="card__image" src={src} alt="" width="320" height="180" />;
  }
  return (
    <picture>
      <source
        type="image/webp"
        srcSet={`${image.phone} 480w, ${image.desktop} 960w`}
        sizes="(max-width: 600px) 100vw, 320px"
      />
      <img className="card__image" src={image.jpeg} alt="" width="320" height="180" />
    </picture>
  );
}

/** A course's card and its page, in one language, from what the server made of the drafts. */
function CoursePreview({ course, lang }: { course: PublicCourse; lang: Lang }) {
  const { t } = useLingui();
  const format = useFormat();
  const struck = course.fee.struck;
  return (
    <div lang={lang} className="catalogue-preview__body">
      <h3 className="catalogue-preview__part">{t`The card`}</h3>
      <ul className="card-grid catalogue-preview__cards">
        <li className="card">
          <CardPicture image={course.image} />
          <div className="card__body">
            <h4 className="card__title">{course.cardTitle[lang] || course.name[lang]}</h4>
            <p className="card__blurb">{course.summary[lang]}</p>
            <StarRating count={course.ratings} />
            <p className="card__meta">
              <span className="card__price">{format.rupees(course.fee.registration)}</span>
              {struck !== null && (
                <>
                  {' '}
                  <s>{format.rupees(struck)}</s>
                </>
              )}
            </p>
          </div>
        </li>
      </ul>
      <h3 className="catalogue-preview__part">{t`The course's page`}</h3>
      <article className="catalogue-preview__page">
        <h4>{course.name[lang]}</h4>
        {/* Rendered from Markdown and sanitised by the server (backend/src/catalogue/markdown.ts). */}
        <div className="prose" dangerouslySetInnerHTML={{ __html: course.detailHtml[lang] }} />
      </article>
    </div>
  );
}

function CourseFromDrafts({ id, lang }: { id: string; lang: Lang }) {
  const { data, error, refetch } = useServerQuery(catalogueEditor.preview());
  const course = data?.courses.find((c) => c.id === id);
  if (!data)
    return (
      <ListStatus
        loading={!error}
        error={error ? errorMessage(error) : null}
        onRetry={() => void refetch()}
        emptyText=""
      />
    );
  if (!course)
    return (
      <p className="muted">
        <Trans>Visitors will not see this course: it is retired.</Trans>
      </p>
    );
  return <CoursePreview course={course} lang={lang} />;
}

function PostFromDraft({ slug, lang }: { slug: string; lang: Lang }) {
  const format = useFormat();
  const { data: post, error, refetch } = useServerQuery(catalogueEditor.previewPost(slug));
  if (!post)
    return (
      <ListStatus
        loading={!error}
        error={error ? errorMessage(error) : null}
        onRetry={() => void refetch()}
        emptyText=""
      />
    );
  return (
    <article lang={lang} className="catalogue-preview__body catalogue-preview__page">
      <p className="muted">
        {post.category[lang]} · {format.date(post.date)}
      </p>
      <h3>{post.title[lang]}</h3>
      <p>{post.summary[lang]}</p>
      {/* Rendered from Markdown and sanitised by the server (backend/src/catalogue/markdown.ts). */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: post.bodyHtml[lang] }} />
    </article>
  );
}

/**
 * The saved draft as a visitor will see it once published (GET /api/admin/catalogue/preview, or the
 * post's own preview), in English or in Tamil: a Tamil text left empty shows its English, as on the site.
 */
export function EntryPreview({
  kind,
  id,
  slug,
  onClose,
}: {
  kind: CatalogueKind;
  id: string;
  slug: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [lang, setLang] = useState<Lang>('en');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="admin-section catalogue-preview" aria-labelledby="catalogue-preview">
      <div className="admin-section__head">
        <h2 id="catalogue-preview" ref={heading} tabIndex={-1}>
          <Trans>Preview of the saved draft</Trans>
        </h2>
        <button type="button" className="button button--ghost button--small" onClick={onClose}>
          <Trans>Close the preview</Trans>
        </button>
      </div>
      <fieldset className="catalogue-preview__langs">
        <legend className="visually-hidden">{t`Language of the preview`}</legend>
        {(
          [
            ['en', t`English`],
            ['ta', t`Tamil`],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="catalogue-check">
            <input
              type="radio"
              name="preview-lang"
              value={value}
              checked={lang === value}
              onChange={() => setLang(value)}
            />{' '}
            {label}
          </label>
        ))}
      </fieldset>
      {kind === 'course' ? <CourseFromDrafts id={id} lang={lang} /> : <PostFromDraft slug={slug} lang={lang} />}
    </section>
  );
}
