import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.ts';

/** The markup of the HTML, without the text and attribute values (the sanitiser always double-quotes those). */
const markup = (html: string) => (html.match(/<[^>]*>/g) ?? []).map((tag) => tag.replace(/="[^"]*"/g, '=""')).join('');
/** What a browser would run or load: tags and attributes that execute or fetch. */
const executable = /<(script|style|iframe|form|input|object|embed|svg|math)\b|\son[a-z]+=/i;
const tags = (html: string, name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? [];

describe('renderMarkdown', () => {
  it("shows a post's raw script and image handler as text, with nothing a browser would run", () => {
    const html = renderMarkdown('Hello\n\n<script>alert(1)</script>\n\nA picture <img src=x onerror=alert(1)> here');
    expect(markup(html)).not.toMatch(executable);
    expect(html).not.toMatch(/<script|<img/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<p>Hello</p>');
    expect(tags(html, 'img')).toEqual([]);
  });

  it('keeps no iframe, form, style or event handler, however it is written', () => {
    const html = renderMarkdown(
      [
        '<iframe src="https://evil.example/"></iframe>',
        '<form action="https://evil.example/"><input name="p"></form>',
        '<style>body { display: none }</style>',
        '<div>\n<img src="/ok.png" onerror="alert(1)">\n</div>',
        '<a href="/x" onclick="alert(1)">x</a> and <svg onload=alert(1)>',
        '![t](/ok.png "t\\" onerror=\\"alert(1)")',
      ].join('\n\n'),
    );
    expect(markup(html)).not.toMatch(executable);
    expect(markup(html)).not.toMatch(/<div/);
    // The one real picture keeps its text in the title, quoted: no handler gets out of the attribute.
    expect(tags(html, 'img')).toEqual(['<img src="/ok.png" alt="t" title="t&quot; onerror=&quot;alert(1)" />']);
  });

  it('keeps the text of a javascript: link and drops its address, in any case or disguise', () => {
    const html = renderMarkdown(
      '[a](javascript:alert(1)) [b](JavaScript:alert(1)) [c](jav&#x09;ascript:alert(1)) [d](<javascript:alert(1)>) [e](vbscript:x)',
    );
    expect(html).not.toMatch(/href/);
    expect(html).not.toMatch(/script:/i);
    for (const text of ['>a<', '>b<', '>c<', '>d<', '>e<']) expect(html).toContain(text);
  });

  it('shows pictures from this site only: data:, foreign, protocol-relative and page-relative ones are dropped', () => {
    const html = renderMarkdown(
      [
        '![data](data:image/png;base64,iVBORw0KGgo=)',
        '![foreign](https://tracker.example/pixel.png)',
        '![plain](http://tracker.example/pixel.png)',
        '![relative](//tracker.example/pixel.png)',
        '![backslash](/\\tracker.example/pixel.png)',
        '![page](pixel.png)',
        '![own](/api/catalogue/images/5d1c2a9e-0000-4000-8000-000000000001/desktop.webp)',
      ].join('\n\n'),
    );
    expect(tags(html, 'img')).toEqual([
      '<img src="/api/catalogue/images/5d1c2a9e-0000-4000-8000-000000000001/desktop.webp" alt="own" />',
    ]);
    expect(html).not.toMatch(/tracker|data:/);
  });

  it('makes links to the web, to mail and to our own pages, each with rel="noopener noreferrer"', () => {
    const html = renderMarkdown(
      '[site](https://example.in/a?b=1) [plain](http://example.in) [mail](mailto:hello@example.in) [page](/courses/ui-ux-design) [pr](//evil.example/x)',
    );
    const links = tags(html, 'a');
    expect(links).toEqual([
      '<a href="https://example.in/a?b=1" rel="noopener noreferrer">',
      '<a href="http://example.in" rel="noopener noreferrer">',
      '<a href="mailto:hello@example.in" rel="noopener noreferrer">',
      '<a href="/courses/ui-ux-design" rel="noopener noreferrer">',
      '<a rel="noopener noreferrer">',
    ]);
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('target=');
  });

  it('starts headings at h2 (the page has its own h1) and ends them at h4', () => {
    const html = renderMarkdown('# One\n\n## Two\n\n### Three\n\n#### Four\n\n##### Five\n\n###### Six');
    expect(html).not.toMatch(/<h[156]/);
    expect(tags(html, 'h2')).toHaveLength(2);
    expect(html).toContain('<h2>One</h2>');
    expect(html).toContain('<h3>Three</h3>');
    expect(html).toContain('<h4>Six</h4>');
  });

  it('keeps Tamil text as it is written', () => {
    const text = 'சிக்கலிலிருந்து தொடங்குங்கள்: நீங்கள் வடிவமைப்பதைப் பயன்படுத்தப்போகும் இரண்டு மூன்று பேரிடம் பேசுங்கள்.';
    expect(renderMarkdown(`## பாடநெறி\n\n${text} **ஆஃபர் லெட்டர்**`)).toBe(
      `<h2>பாடநெறி</h2>\n<p>${text} <strong>ஆஃபர் லெட்டர்</strong></p>\n`,
    );
  });

  it('keeps tables, lists, code and quotations', () => {
    const html = renderMarkdown(
      '| Week | Topic |\n|:--|--:|\n| 1 | HTML |\n\n- Figma\n- React\n\n3. third\n\n> A quote\n\n```js\nif (a < b) run();\n```\n\nInline `code`.',
    );
    expect(html).toContain('<th align="left">Week</th>');
    expect(html).toContain('<td align="right">HTML</td>');
    expect(html).toContain('<li>Figma</li>');
    expect(html).toContain('<ol start="3">');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<pre><code class="language-js">if (a &lt; b) run();');
    expect(html).toContain('<code>code</code>');
  });
});
