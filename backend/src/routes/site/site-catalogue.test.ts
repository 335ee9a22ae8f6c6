import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import type { CatalogueEntry, CourseContent, PublicCatalogue, PublicPost } from 'shared/api/catalogue';
import { signedIn } from '../../../test/signed-in.ts';
import { api, type TestApp, useTestApp } from '../../../test/support.ts';

/** index.html as the build writes it: the English description with the specification's fee, and empty data. */
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta
      name="description"
      content="Certified online internships and courses from Tamil Nadu: enrol for ₹499, learn online, get your offer letter and certificate."
    />
    <title>Tamil Nadu Tech Academy: courses and certified internships</title>
    <script id="site-config" type="application/json">
      {}
    </script>
    <script id="catalogue" type="application/json">
      {}
    </script>
  </head>
  <body><div id="root"></div></body>
</html>`;

let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started), {
  config: async () => {
    const dist = await mkdtemp(join(tmpdir(), 'dist-'));
    await writeFile(join(dist, 'index.html'), INDEX);
    return { FRONTEND_DIST: dist };
  },
});

const description = (html: string) => /<meta\s+name="description"\s+content="([^"]*)"/.exec(html)?.[1];
const inlined = <T>(html: string, id: string): T | undefined => {
  const json = new RegExp(`<script id="${id}" type="application/json">([^<]*)</script>`).exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as T);
};

describe('the site description index.html carries', () => {
  it("names the published catalogue's registration fee: the seed's ₹499, then the fee an editor publishes", async () => {
    const fresh = await api(app.url, '/home');
    expect(description(fresh.text)).toContain('enrol for ₹499,');

    const editor = await signedIn(app, orm, { kind: 'admin', staffRole: 'editor' });
    const { entries } = (await editor('/api/admin/catalogue')).body as unknown as { entries: CatalogueEntry[] };
    const id = entries.find((e) => e.slug === 'ui-ux-design')!.id;
    const { entry } = (await editor(`/api/admin/catalogue/${id}`)).body as unknown as { entry: CatalogueEntry };
    const draft = entry.draft as CourseContent;
    const lower = { from: new Date().toISOString(), registration: 449, struck: 799, extra: [200, 350] };
    const saved = await editor(`/api/admin/catalogue/${id}/draft`, {
      method: 'PUT',
      json: { kind: 'course', content: { ...draft, fees: [...draft.fees, lower] } },
    });
    expect(saved.status, saved.text).toBe(200);
    expect((await editor(`/api/admin/catalogue/${id}/publish`, { method: 'POST' })).status).toBe(200);

    for (const path of ['/home', '/registration', '/blog/no-such-post']) {
      const page = await api(app.url, path);
      expect(description(page.text), path).toBe(
        'Certified online internships and courses from Tamil Nadu: enrol for ₹449, learn online, get your offer letter and certificate.',
      );
      expect(inlined<PublicCatalogue>(page.text, 'catalogue')?.courses.length).toBeGreaterThan(10);
      expect(page.text).not.toContain('id="catalogue-post"');
    }
  });
});

describe("a blog post's page", () => {
  it('carries the post with its body beside the catalogue, so the page needs no request for it, and its own description', async () => {
    const page = await api(app.url, '/blog/internship-tips');
    const post = inlined<PublicPost>(page.text, 'catalogue-post')!;
    const asked = (await api(app.url, '/api/catalogue/posts/internship-tips')).body as unknown as PublicPost;
    expect(post).toEqual(asked);
    expect(post.bodyHtml.en.length).toBeGreaterThan(100);
    expect(description(page.text)).toBe(asked.summary.en.replace(/&/g, '&amp;').replace(/"/g, '&quot;'));
    expect(inlined<PublicCatalogue>(page.text, 'catalogue')?.posts.map((p) => p.slug)).toContain('internship-tips');
  });
});
