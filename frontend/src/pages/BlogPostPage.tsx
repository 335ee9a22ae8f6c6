import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { catalogue, useCatalogue } from '../api/queries/catalogue.ts';
import { useServerQuery } from '../api/query.ts';
import { useInLanguage } from '../catalogue/useCatalogueText.ts';
import { ListStatus } from '../components/ListStatus.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { RenderedHtml } from '../components/RenderedHtml.tsx';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import { usePageDescription } from '../hooks/usePageDescription.ts';
import { useFormat } from '../i18n/useFormat.ts';
import { errorMessage, refusalStatus } from '../lib/error-message.ts';
import { NotFound } from './NotFoundPage.tsx';
import './BlogPage.css';

/**
 * /blog/:slug: a post's own page. Its title and summary show at once from the catalogue the page holds, the body
 * when GET /api/catalogue/posts/:slug answers. The tab's title and the page's description are the post's own.
 */
export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const { t } = useLingui();
  const text = useInLanguage();
  const format = useFormat();
  const listed = useCatalogue().data?.posts.find((p) => p.slug === slug);
  const post = useServerQuery(catalogue.post(slug));
  const shown = post.data ?? listed;
  const title = shown ? text(shown.title) : '';
  useDocumentTitle(title || t`Blog`);
  usePageDescription(shown && text(shown.summary));

  if (refusalStatus(post.error) === 404) return <NotFound />;
  return (
    <>
      <PageIntro title={title || t`Blog`} eyebrow={t`Blog`}>
        {shown && (
          <p className="post__meta post__meta--intro">
            <span className="tag">{text(shown.category)}</span>{' '}
            <time dateTime={shown.date}>{format.longDate(shown.date)}</time>
          </p>
        )}
        {shown && <p>{text(shown.summary)}</p>}
      </PageIntro>
      <div className="container narrow section">
        <ListStatus
          loading={!post.data && !post.error}
          error={post.error ? errorMessage(post.error) : null}
          emptyText=""
          onRetry={() => void post.refetch()}
        />
        {post.data && <RenderedHtml className="post-body" html={text(post.data.bodyHtml)} />}
        <p>
          <Link to="/blog">
            <Trans>← All posts</Trans>
          </Link>
        </p>
      </div>
    </>
  );
}
