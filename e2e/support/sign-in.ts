import type { MikroORM } from '@mikro-orm/postgresql';
import type { Page } from 'playwright-core';
import { freshTotpCode } from '../../backend/test/accounts.ts';
import { FACTORY_PASSWORD } from '../../backend/test/factories.ts';

/**
 * Where staff accounts land after signing in (frontend/src/lib/staff.ts `staffHome`): the overview,
 * or an editor's catalogue.
 */
const STAFF_HOME = '/admin/overview';
const STAFF_HOMES = /\/admin\/(overview|catalogue)$/;

/**
 * Signs an admin in through the login page the way a person does: e-mail and password, then the
 * code their authenticator app shows (computed here from the factory's secret, for a time step the
 * server has not accepted yet). Waits for the account's home (the overview; an editor's catalogue),
 * then opens `landing` if it is another.
 */
export async function signInAdmin(
  page: Page,
  orm: MikroORM,
  email: string,
  landing = STAFF_HOME,
  password = FACTORY_PASSWORD,
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  const code = page.getByLabel('Authentication code');
  await code.waitFor();
  await code.fill(await freshTotpCode(orm, email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(STAFF_HOMES, { timeout: 10_000 });
  if (new URL(page.url()).pathname !== landing) await page.goto(landing);
}

/** Signs an intern in through the login page with e-mail and password; waits for `landing`. */
export async function signInIntern(
  page: Page,
  email: string,
  password = FACTORY_PASSWORD,
  landing = '/dashboard',
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`**${landing}`, { timeout: 10_000 });
}

/** Signs an intern in on the login page already open, in whichever language it is shown; waits for the dashboard. */
export async function signInInternAnyLanguage(page: Page, email: string, password = FACTORY_PASSWORD): Promise<void> {
  await page.locator('main input[type="email"]').fill(email);
  await page.locator('main input[type="password"]').fill(password);
  await page.locator('main form button[type="submit"]').click();
  await page.waitForURL('**/dashboard', { timeout: 10_000 });
}
