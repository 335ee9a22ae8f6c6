/**
 * The public and intern screens again at 1280 px, each load checked for everything at once
 * (e2e/support/walk.ts): CSP, console, its own heading, axe, no sideways scroll, and the light theme
 * (nobody chose dark here), so the intern's screens are axe-checked in both themes.
 */
import { describe, it } from 'vitest';
import { besideTheTable, screensOpenedBy, useScreenWalk, type Who } from './support/walk.ts';

const { walk, walkScreen } = useScreenWalk('desktop');

describe.each(['anonymous', 'intern'] as Who[])('the screens %s opens at 1280 px', (who) => {
  it.each(screensOpenedBy(who))(`/%s as ${who}`, (path) => walkScreen(path));
});

describe('beside the route table, at 1280 px', () => {
  it.each(besideTheTable)('%s as anonymous', (path, heading) => walk('anonymous', path, path, heading));
});
