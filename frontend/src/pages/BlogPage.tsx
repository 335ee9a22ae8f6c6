import { useState } from 'react';
import { PageIntro } from '../components/PageIntro.tsx';
import { blogCategories, posts } from '../content/blog.ts';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import { useFormat } from '../i18n/useFormat.ts';
import './BlogPage.css';

export default function BlogPage() {
  useDocumentTitle('Blog');
  const format = useFormat();
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const [category, setCategory] = useState<string | null>(null);
  const list = category ? posts.filter((p) => p.category === category) : posts;
  return (
    <>
      <PageIntro title="Blog" eyebrow="Learn">
        <p>Short, practical reads on design, development, internships and what is changing in tech.</p>
      </PageIntro>
      <div className="container page-columns blog">
        <div className="blog__posts">
          {list.map((post) => {
            const expanded = open[post.slug] ?? false;
            const bodyId = `post-${post.slug}`;
            return (
              <article key={post.slug} className="post" aria-labelledby={`${bodyId}-title`}>
                <p className="post__meta">
                  <span className="tag">{post.category}</span> <time dateTime={post.date}>{format.longDate(post.date)}</time>
                </p>
                <h2 id={`${bodyId}-title`} className="post__title">
                  {post.title}
                </h2>
                <p>{post.excerpt}</p>
                <div id={bodyId} hidden={!expanded}>
                  {post.body.map((p) => (
                    <p key={p}>{p}</p>
                  ))}
                </div>
                <button
                  type="button"
                  className="link-button"
                  aria-expanded={expanded}
                  aria-controls={bodyId}
                  onClick={() => setOpen((o) => ({ ...o, [post.slug]: !expanded }))}
                >
                  {expanded ? 'Show less' : 'Read more'}
                  <span className="visually-hidden">: {post.title}</span>
                </button>
              </article>
            );
          })}
        </div>
        <aside className="blog__aside" aria-labelledby="categories-title">
          <h2 id="categories-title" className="blog__aside-title">
            Categories
          </h2>
          <ul className="category-list">
            <li>
              <button type="button" className="chip" aria-pressed={category === null} onClick={() => setCategory(null)}>
                All posts
              </button>
            </li>
            {blogCategories.map((c) => (
              <li key={c}>
                <button type="button" className="chip" aria-pressed={category === c} onClick={() => setCategory(c)}>
                  {c}
                </button>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </>
  );
}
