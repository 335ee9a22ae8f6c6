import type Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { MessageCode } from 'shared/messages';
import { policy } from '../middlewares/policy.ts';
import { emailOfBody, linkRequestLimits, linkUseLimit } from '../middlewares/rate-limit.ts';
import { validate, type Input } from '../middlewares/validate.ts';
import { said } from '../presenters/said.ts';
import type { RouterDeps } from './router.ts';

interface MailedLink {
  /** Part of the Redis keys of its limits: `<name>-ip` and `<name>-account` for asking. */
  name: string;
  /** Where it is asked for: a POST whose body names the e-mail. */
  path: string;
  schema: z.ZodType<{ email: string }>;
  /**
   * Records the mail's event when the address is one it mails (an intern's, an active member's), and
   * changes nothing otherwise, in the same time: the answer then tells nobody whose address it is.
   */
  ask: (em: EntityManager, email: string) => Promise<void>;
  /** The one answer for any address. */
  answer: MessageCode;
  /** The 429s of asking too often: from one network, for one e-mail. */
  refusals: { network: string; account: string };
  /** How long one e-mail's requests are counted (default: LINK_REQUEST_LIMIT's hour). */
  accountWindowSec?: number;
  /** The Redis key of the limit on the link's refused uses. */
  useLimitName: string;
}

/**
 * A one-time link mailed to an address someone types in ('Forgot password?', a member's data link),
 * both halves written once, open to anyone (the link is the proof). Asking: POST `path` with the e-mail, limited per network and per e-mail
 * (linkRequestLimits), answered alike for every address. Spending: each route that takes the link's
 * token (`spend`) is limited by its refused uses per network (linkUseLimit, failures only), so tokens
 * cannot be guessed at speed while a household's own links never hold it back.
 */
export function mailedLink(router: Router, { em, redis, config }: RouterDeps, link: MailedLink) {
  const [perIp, perAccount] = linkRequestLimits(redis, config.REDIS_PREFIX, {
    name: link.name,
    account: emailOfBody,
    accountWindowSec: link.accountWindowSec,
    messages: link.refusals,
  });
  const request = validate({ body: link.schema });
  router.post(link.path, policy('public'), perIp, perAccount, request, async (ctx) => {
    await link.ask(em(), request.of(ctx).body.email);
    ctx.body = said(link.answer);
  });

  const useFailures = linkUseLimit(redis, config.REDIS_PREFIX, { name: link.useLimitName, count: 'failures' });
  return {
    /** A POST that spends the link: its failures limited, then its body validated, then `handle`. */
    spend<S extends z.ZodType>(
      path: string,
      schema: S,
      handle: (ctx: RouterContext, body: Input<{ body: S }>['body']) => Promise<void>,
    ) {
      const input = validate({ body: schema });
      router.post(path, policy('public'), useFailures, input, (ctx) => handle(ctx, input.of(ctx).body));
    },
  };
}
