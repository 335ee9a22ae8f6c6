import './RenderedHtml.css';

/**
 * A course's detail or a post's body: Markdown the server rendered and sanitised (backend/src/catalogue/markdown.ts),
 * so it is shown as HTML as it came. Long words and wide tables or code stay inside a 360 px screen.
 */
export function RenderedHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div className={className ? `rendered ${className}` : 'rendered'} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
