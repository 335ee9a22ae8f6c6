import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PublicPostSummary } from 'shared/api/catalogue';
import { useCatalogue } from '../api/queries/catalogue.ts';
import { useInLanguage } from '../catalogue/useCatalogueText.ts';
import { CatalogueStatus } from '../components/CatalogueStatus.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import { useFormat } from '../i18n/useFormat.ts';
import './BlogPage.css';

/** The categories of the posts, in the posts' order, each once (its English name is what the filter compares). */
const categoriesOf = (posts: PublicPostSummary[]) => [
  ...new Map(posts.map((p) => [p.category.en, p.category])).values(),
];

/** Newest first. */
const byDate = (a: PublicPostSummary, b: PublicPostSummary) => b.date.localeCompare(a.date);

/** /blog: the published posts, newest first, each opening its own page; a category filter beside them. */
export default function BlogPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Blog`);
  const format = useFormat();
  const text = useInLanguage();
  const catalogue = useCatalogue();
  const [category, setCategory] = useState<string | null>(null);
  const posts = [...(catalogue.data?.posts ?? [])].sort(byDate);
  const list = category ? posts.filter((p) => p.category.en === category) : posts;
  return (
    <>
      <PageIntro title={t`Blog`} eyebrow={t`Learn`}>
        <p>
          <Trans>Short, practical reads on design, development, internships and what is changing in tech.</Trans>
        </p>
      </PageIntro>
      <div className="container page-columns blog">
        <div className="blog__posts">
          <CatalogueStatus query={catalogue} />
          {list.map((post) => {
            const titleId = `post-${post.slug}-title`;
            const title = text(post.title);
            return (
              <article key={post.id} className="post" aria-labelledby={titleId}>
                <p className="post__meta">
                  <span className="tag">{text(post.category)}</span>{' '}
                  <time dateTime={post.date}>{format.longDate(post.date)}</time>
                </p>
                <h2 id={titleId} className="post__title">
                  {title}
                </h2>
                <p>{text(post.summary)}</p>
                <Link to={`/blog/${encodeURIComponent(post.slug)}`} className="post__more">
                  <Trans>Read more</Trans>
                  <span className="visually-hidden">: {title}</span>
                </Link>
              </article>
            );
          })}
        </div>
        <aside className="blog__aside" aria-labelledby="categories-title">
          <h2 id="categories-title" className="blog__aside-title">
            <Trans>Categories</Trans>
          </h2>
          <ul className="category-list">
            <li>
              <button type="button" className="chip" aria-pressed={category === null} onClick={() => setCategory(null)}>
                <Trans>All posts</Trans>
              </button>
            </li>
            {categoriesOf(posts).map((c) => (
              <li key={c.en}>
                <button
                  type="button"
                  className="chip"
                  aria-pressed={category === c.en}
                  onClick={() => setCategory(c.en)}
                >
                  {text(c)}
                </button>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </>
  );
}
