import { Marked, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * A course's detail page or a post's body, from the Markdown an editor wrote to the HTML the public pages
 * show. Editors are staff, but an editor's account can be taken over and a pasted text can carry anything,
 * so the HTML is treated as hostile twice: the Markdown's raw HTML is shown as text (never interpreted),
 * and the result goes through an allowlist (no script, style, event handler, iframe or form).
 */

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const marked = new Marked({
  gfm: true,
  renderer: {
    // Raw HTML in the Markdown is the editor's text, not markup: shown as written.
    html: (token: Tokens.HTML | Tokens.Tag) =>
      'block' in token && token.block ? `<p>${escapeHtml(token.text.trim())}</p>\n` : escapeHtml(token.text),
  },
});

/** Browsers ignore tabs and line breaks in an address and read '\' as '/', so those are taken out before a check. */
const normalised = (url: string) =>
  [...url]
    .filter((ch) => ch > ' ' && ch !== '\u007f')
    .join('')
    .replace(/\\/g, '/');

/** An address on another site without its scheme ('//host/x'): counted as foreign. */
const isProtocolRelative = (url: string) => normalised(url).startsWith('//');

/**
 * A picture from our own origin: an absolute path on this site. Anything else could track the reader. A
 * path that starts with an encoded slash or backslash is refused too: harmless today, but one decoding away
 * from another host.
 */
const isOwnPath = (url: string) => /^\/(?!\/|%2f|%5c)/i.test(normalised(url));

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['p', 'br', 'hr', 'h2', 'h3', 'h4', 'strong', 'em', 'del', 's', 'code', 'pre', 'blockquote'],
    ...['ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title'],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
  },
  allowedClasses: { code: ['language-*'] },
  // Links: the web, mail and this site's own pages; pictures: this site only (their address is checked below).
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page has its own h1 (the course's name or the post's title): the text's headings start at h2.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => {
      const kept = { ...attribs };
      if (kept.href !== undefined && isProtocolRelative(kept.href)) delete kept.href;
      // A linked page gets no handle on ours (window.opener) and no address of where the reader came from.
      return { tagName, attribs: { ...kept, rel: 'noopener noreferrer' } };
    },
    img: (tagName, attribs) => {
      const kept = { ...attribs };
      if (kept.src !== undefined && !isOwnPath(kept.src)) delete kept.src;
      return { tagName, attribs: kept };
    },
  },
  // A picture from elsewhere (its address taken out above) is dropped whole rather than shown broken.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Markdown (GitHub's dialect) to HTML that is safe to put in a public page as it is. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false });
  return sanitizeHtml(html, options);
}
