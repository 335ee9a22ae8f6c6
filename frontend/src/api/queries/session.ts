import { queryOptions } from '@tanstack/react-query';
import type { Ability } from 'shared/api/abilities';
import type { Locale } from 'shared/locales';
import { refusalStatus } from '../../lib/error-message.ts';
import { forgetSavedData, keepOnlyTheSessionsData } from '../../pwa/register.ts';
import { connectAccount, useLocale } from '../../stores/locale.ts';
import { onUnauthorized } from '../client.ts';
import { logout as apiLogout, me, saveLanguage } from '../endpoints.ts';
import { queryClient } from '../query.ts';
import type { SessionUser } from '../types.ts';

const warnKept = (err: unknown) => console.warn('could not tidy what this device keeps', err);

/**
 * What this device keeps for offline use is the session's own (pwa/register.ts): settled before and after
 * every GET /api/me and at every sign-in; all of it forgotten at logout and at any 401 of the API.
 */
const settleKept = () => keepOnlyTheSessionsData().catch(warnKept);
onUnauthorized(() => void forgetSavedData().catch(warnKept));

/** Who is signed in and what they may do (the actions of backend/src/policies/), as GET /api/me said. */
export interface SessionAnswer {
  user: SessionUser;
  abilities: readonly Ability[];
}

/** GET /api/me: the user and their abilities, or null when no one is signed in (401). Other failures reject. */
async function readSession(): Promise<SessionAnswer | null> {
  await settleKept();
  try {
    const { user, abilities } = await me();
    // An answer kept on the device before abilities were sent has none: the next one brings them.
    return { user, abilities: abilities ?? [] };
  } catch (err) {
    if (refusalStatus(err) === 401) return null;
    throw err;
  } finally {
    await settleKept();
  }
}

/**
 * Who is logged in, as the server says (GET /api/me), in the query cache under `['session']`. Never
 * persisted in the browser (the session is an HttpOnly cookie), never forgotten while the page lives, and
 * asked again only when told to (`refreshSession`): every screen reads the one answer.
 */
const SESSION = ['session'] as const;

export const session = {
  key: SESSION,
  current: () =>
    queryOptions({
      queryKey: SESSION,
      queryFn: readSession,
      staleTime: Infinity,
      gcTime: Infinity,
      placeholderData: undefined,
    }),
};
// The defaults of the key, so that an answer written by hand (a sign-in) is kept as long as one read.
queryClient.setQueryDefaults(session.key, { staleTime: Infinity, gcTime: Infinity });

const cached = () => queryClient.getQueryData<SessionAnswer | null>(session.key) ?? null;

/** The user the cache holds now (null: no one, or not asked yet). */
export const sessionUser = (): SessionUser | null => cached()?.user ?? null;

/** What the user the cache holds may do (none: no one, or not asked yet). */
export const sessionAbilities = (): readonly Ability[] => cached()?.abilities ?? [];

/**
 * When the session becomes known for an intern (the page's first GET /api/me, a login), the site
 * shows the language kept on their account if the device shows another: an intern who chose Tamil
 * on their phone reads Tamil on the college's computer too; unless they chose a language on this
 * device before signing in, which wins and is saved to the account (stores/locale.ts `meetAccount`).
 * Only a newly known intern: a later refresh of the same session never undoes a choice made since.
 */
function followAccountLanguage(before: SessionUser | null, after: SessionUser | null) {
  if (after?.role !== 'student' || (before?.role === 'student' && before.id === after.id)) return;
  useLocale
    .getState()
    .meetAccount(after.language)
    .catch((err: unknown) => console.warn("could not settle the account's language", err));
}

// Each answer of GET /api/me is compared with the user the cache held when the request left.
let askedWith: SessionUser | null = null;
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'updated' || event.query.queryKey[0] !== session.key[0]) return;
  const { action } = event;
  if (action.type === 'fetch') askedWith = (event.query.state.data as SessionAnswer | null | undefined)?.user ?? null;
  // An answer written by hand (setSessionUser) says its own change.
  if (action.type === 'success' && !action.manual) followAccountLanguage(askedWith, sessionUser());
});

/** Asks the server again; resolves to the user or null (401). Network errors reject. */
export async function refreshSession(): Promise<SessionUser | null> {
  return (await queryClient.fetchQuery({ ...session.current(), staleTime: 0 }))?.user ?? null;
}

/**
 * The user a sign-in step answered, or null (this session ended): the cache holds it as if GET /api/me had
 * said it. The same account keeps the abilities it had; another one has none until GET /api/me, asked
 * here at once, says them.
 */
export function setSessionUser(user: SessionUser | null): void {
  const before = cached();
  const same = before !== null && user !== null && before.user.role === user.role && before.user.id === user.id;
  queryClient.setQueryData<SessionAnswer | null>(
    session.key,
    user && { user, abilities: same ? before.abilities : [] },
  );
  followAccountLanguage(before?.user ?? null, user);
  void settleKept();
  if (user && !same)
    refreshSession().catch((err: unknown) => console.warn('could not read what this account may do', err));
}

/** Ends the session on the server; the page forgets it, and what the device kept, whatever the server said. */
export async function logout(): Promise<void> {
  try {
    await apiLogout();
  } finally {
    queryClient.setQueryData(session.key, null);
    await forgetSavedData().catch(warnKept);
  }
}

/**
 * A signed-in intern's choice is kept on their account too: their mails and documents follow it. Best
 * effort: offline or refused, the device keeps the choice and the page stays in it.
 */
async function saveToAccount(locale: Locale) {
  const user = sessionUser();
  if (user?.role !== 'student') return;
  try {
    const { language } = await saveLanguage(locale);
    const now = cached();
    if (now?.user.role === 'student' && now.user.id === user.id)
      queryClient.setQueryData<SessionAnswer>(session.key, { ...now, user: { ...now.user, language } });
  } catch (err) {
    console.warn('the language was not saved to the account', err);
  }
}
connectAccount({ signedIn: () => sessionUser() !== null, save: saveToAccount });
