/**
 * The public and intern screens again at 1280 px, each load checked for everything at once
 * (e2e/support/walk.ts): CSP, console, its own heading, axe, no sideways scroll, and the light theme
 * (nobody chose dark here), so the intern's screens are axe-checked in both themes.
 */
import { describe, it } from 'vitest';
import { screensFor, type ScreenRole } from '../frontend/src/screen-roles.ts';
import { besideTheTable, opener, useScreenWalk } from './support/walk.ts';

const { walk, walkScreen } = useScreenWalk('desktop');

describe.each(['public', 'intern'] as ScreenRole[])('the %s screens at 1280 px, opened as their user', (role) => {
  it.each(screensFor(role))(`/%s as ${opener[role]}`, (path) => walkScreen(path));
});

describe('beside the route table, at 1280 px', () => {
  it.each(besideTheTable)('%s as anonymous', (path, heading) => walk('anonymous', path, path, heading));
});
