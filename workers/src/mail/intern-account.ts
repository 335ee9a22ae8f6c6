import { config } from 'backend/config';
import { internId } from 'shared/business';
import type { Locale } from 'shared/locales';
import type { I18n } from '../i18n/catalogue.ts';
import { facts, hello, type Block } from './compose.ts';

/** An intern account as the mails to a refer-and-earn member name it: enough to tell one's own account from a stranger's. */
export interface InternAccount {
  name: string;
  internId: string;
  email: string;
}

export const internAccount = (s: { id: number; name: string; email: string }): InternAccount => ({
  name: s.name,
  internId: internId(config().CERTIFICATE_PREFIX, s.id),
  email: s.email,
});

/** The account's name, intern id and registered e-mail, as rows. */
export function internAccountFacts(i18n: I18n, a: InternAccount): Block {
  return facts([
    [i18n._({ id: 'internAccount.name', message: 'Name on the account' }), a.name],
    [i18n._({ id: 'internAccount.id', message: 'Intern id' }), a.internId],
    [i18n._({ id: 'internAccount.email', message: 'E-mail it was registered with' }), a.email],
  ]);
}

/** How a mail about an intern account opens: hello to the member, what happened (ending in a colon), the account. */
export const aboutInternAccount = (i18n: I18n, member: string, happened: string, a: InternAccount): Block[] => [
  hello(i18n, member),
  happened,
  internAccountFacts(i18n, a),
];

/**
 * A mail to a member about an intern account: to the member's own address, in their language, its
 * facts naming them and the account, then `more`.
 */
export const toMemberAbout = <More extends object>(
  member: { email: string; language: Locale; name: string },
  intern: { id: number; name: string; email: string },
  more: More,
) => ({
  envelope: { to: member.email },
  locale: member.language,
  facts: { name: member.name, intern: internAccount(intern), ...more },
});
