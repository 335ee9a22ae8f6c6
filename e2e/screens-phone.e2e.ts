/**
 * Every screen on a 360 px phone, opened by its user, each load checked for everything at once
 * (e2e/support/walk.ts): CSP, console, its own heading, axe, no sideways scroll, the theme (dark
 * chosen before: the intern's screens wear it, the others do not), and on the staff screens every
 * admin link in view. Also the route table itself, and Bull Board's CSP.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCREENS, type ScreenPath } from '../frontend/src/screen-roles.ts';
import { screenLoaded } from './support/browser.ts';
import { besideTheTable, headings, openerOf, screensOpenedBy, useScreenWalk, walkers } from './support/walk.ts';

const { walk, walkScreen, open } = useScreenWalk('phone');

describe('the route table', () => {
  it('gives every route of routes.tsx an area and ability that say who opens it', () => {
    // Routes are made from the table; a path written into routes.tsx by hand would have neither.
    const source = readFileSync(new URL('../frontend/src/routes.tsx', import.meta.url), 'utf8');
    const handWritten = [...source.matchAll(/path: '([^']+)'/g)]
      .map((m) => m[1]!)
      .filter((p) => p !== '*' && !(p in SCREENS));
    expect(handWritten).toEqual([]);
    for (const path of Object.keys(SCREENS) as ScreenPath[]) expect(openerOf(path), `/${path}`).toBeDefined();
    expect(screensOpenedBy('anonymous')).toEqual(
      expect.arrayContaining(['home', 'registration', 'login', 'verify/:token']),
    );
    expect(screensOpenedBy('intern')).toContain('dashboard');
    expect(screensOpenedBy('admin')).toContain('ab');
    expect(screensOpenedBy('operator')).toContain('admin/operations');
  });
});

describe.each(walkers)('the screens %s opens on a 360 px phone', (who) => {
  it.each(screensOpenedBy(who))(`/%s as ${who}`, (path) => walkScreen(path));
});

describe('the staff screens an operator may open, on a 360 px phone as an admin', () => {
  // The admin's bar has every link, the operator's fewer: both must fit.
  it.each(screensOpenedBy('operator'))('/%s as admin', (path) => walk('admin', `/${path}`, `/${path}`, headings[path]));
});

describe('beside the route table, on a 360 px phone', () => {
  it.each(besideTheTable)('%s as anonymous', (path, heading) => walk('anonymous', path, path, heading));

  it('/admin/queues (Bull Board) as admin: no CSP violation', async () => {
    const { page, wrong } = await open('admin', '/admin/queues', screenLoaded);
    expect(new URL(page.url()).pathname).toMatch(/^\/admin\/queues/);
    await expect(page.locator('body').innerText()).resolves.not.toBe('');
    expect(await wrong()).toEqual([]);
  });
});
