import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PageIntro } from '../components/PageIntro.tsx';
import { blogCategories, posts } from '../content/blog.ts';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import { useFormat } from '../i18n/useFormat.ts';
import './BlogPage.css';

export default function BlogPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Blog`);
  const format = useFormat();
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const [category, setCategory] = useState<string | null>(null);
  const list = category ? posts.filter((p) => p.category.id === category) : posts;
  return (
    <>
      <PageIntro title={t`Blog`} eyebrow={t`Learn`}>
        <p>
          <Trans>Short, practical reads on design, development, internships and what is changing in tech.</Trans>
        </p>
      </PageIntro>
      <div className="container page-columns blog">
        <div className="blog__posts">
          {list.map((post) => {
            const expanded = open[post.slug] ?? false;
            const bodyId = `post-${post.slug}`;
            const title = i18n._(post.title);
            return (
              <article key={post.slug} className="post" aria-labelledby={`${bodyId}-title`}>
                <p className="post__meta">
                  <span className="tag">{i18n._(post.category.label)}</span>{' '}
                  <time dateTime={post.date}>{format.longDate(post.date)}</time>
                </p>
                <h2 id={`${bodyId}-title`} className="post__title">
                  {title}
                </h2>
                <p>{i18n._(post.excerpt)}</p>
                <div id={bodyId} hidden={!expanded}>
                  {post.body.map((p) => (
                    <p key={p.id}>{i18n._(p)}</p>
                  ))}
                </div>
                <button
                  type="button"
                  className="link-button"
                  aria-expanded={expanded}
                  aria-controls={bodyId}
                  onClick={() => setOpen((o) => ({ ...o, [post.slug]: !expanded }))}
                >
                  {expanded ? <Trans>Show less</Trans> : <Trans>Read more</Trans>}
                  <span className="visually-hidden">: {title}</span>
                </button>
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
            {blogCategories.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  className="chip"
                  aria-pressed={category === c.id}
                  onClick={() => setCategory(c.id)}
                >
                  {i18n._(c.label)}
                </button>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </>
  );
}
