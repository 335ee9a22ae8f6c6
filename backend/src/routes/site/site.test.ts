import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { api, type TestApp, useTestApp } from '../../../test/support.ts';

let app: TestApp;
useTestApp((started) => ({ app } = started), {
  cleanEach: false,
  config: async () => {
    const dist = await mkdtemp(join(tmpdir(), 'dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(
      join(dist, 'index.html'),
      '<html><head><script id="site-config" type="application/json">{}</script></head><body>app</body></html>',
    );
    await writeFile(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    return { FRONTEND_DIST: dist, COMPANY_UPI_ID: 'academy@okicici', CERTIFICATE_PREFIX: 'ABCIN' };
  },
});

describe('the built site', () => {
  it('answers client routes with index.html carrying the public configuration (and no secret)', async () => {
    for (const path of ['/', '/dashboard', '/verify/abc']) {
      const res = await api(app.url, path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      const json = JSON.parse(
        /<script id="site-config" type="application\/json">([^<]*)<\/script>/.exec(res.text)![1]!,
      );
      expect(json).toMatchObject({ upiId: 'academy@okicici', certificatePrefix: 'ABCIN' });
      expect(res.text).not.toMatch(/DATABASE_URL|ADMIN_PASSWORD|postgres:\/\//);
    }
  });

  it('serves hashed assets with a long cache and 404s a missing file or API path', async () => {
    const asset = await api(app.url, '/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await api(app.url, '/assets/missing-123.js')).status).toBe(404);
    const missingApi = await api(app.url, '/api/nothing-here');
    expect(missingApi.status).toBe(404);
    expect(missingApi.body.message).toBe('Not found.');
  });
});
