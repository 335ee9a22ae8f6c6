import {
  acceptInviteBody,
  accountParams,
  inviteBody,
  type AccountChanged,
  type InviteAccepted,
  type StaffAccounts,
} from 'shared/api/admin-accounts';
import { acceptAdminInvite } from '../../commands/accept-admin-invite.ts';
import { inviteAdmin } from '../../commands/invite-admin.ts';
import { disableAdmin, enableAdmin } from '../../commands/set-admin-disabled.ts';
import { currentUser } from '../../middlewares/auth.ts';
import { linkUseLimit } from '../../middlewares/rate-limit.ts';
import { validate } from '../../middlewares/validate.ts';
import { presentStaffAccount } from '../../presenters/staff-account.ts';
import { listStaffAccounts } from '../../queries/staff-accounts.ts';
import { createRouter, type RouterDeps } from '../router.ts';
import { policy } from '../../middlewares/policy.ts';

export const INVITE_SENT = 'The invitation is on its way. The link works for 72 hours.';
export const PASSWORD_SET =
  'Your password is set. Log in with your e-mail and the new password, then set up your authenticator app.';

/**
 * Staff accounts, for admins only: the list (e-mail, role, state, last sign-in), an invitation by
 * e-mail (an admin or an operator), disable and enable. And the invitation link's own page: setting
 * the password (public: the token is the proof, 256 random bits, rate-limited per address).
 */
export function adminAccountsRouter({ em, redis, config }: RouterDeps) {
  const router = createRouter();
  const admin = policy('staff-accounts.manage');
  const acceptLimit = linkUseLimit(redis, config.REDIS_PREFIX, { name: 'admin-invite-accept', count: 'every try' });

  router.get('/api/admin/accounts', admin, async (ctx) => {
    const viewer = currentUser(ctx).id;
    ctx.body = {
      accounts: (await listStaffAccounts(em())).map((row) => presentStaffAccount(row, viewer)),
    } satisfies StaffAccounts;
  });

  const invite = validate({ body: inviteBody });
  router.post('/api/admin/accounts/invite', admin, invite, async (ctx) => {
    const actor = currentUser(ctx).id;
    const { admin: account, jobs } = await inviteAdmin(em(), invite.of(ctx).body, actor);
    ctx.status = 201;
    ctx.body = {
      success: true,
      message: INVITE_SENT,
      account: presentStaffAccount(account, actor),
      jobs,
    } satisfies AccountChanged;
  });

  const one = validate({ params: accountParams });
  router.post('/api/admin/accounts/:id/disable', admin, one, async (ctx) => {
    const actor = currentUser(ctx).id;
    const { admin: account, message } = await disableAdmin(em(), { targetId: one.of(ctx).params.id, actorId: actor });
    ctx.body = { success: true, message, account: presentStaffAccount(account, actor) } satisfies AccountChanged;
  });

  router.post('/api/admin/accounts/:id/enable', admin, one, async (ctx) => {
    const actor = currentUser(ctx).id;
    const { admin: account, message } = await enableAdmin(em(), { targetId: one.of(ctx).params.id, actorId: actor });
    ctx.body = { success: true, message, account: presentStaffAccount(account, actor) } satisfies AccountChanged;
  });

  const accept = validate({ body: acceptInviteBody });
  router.post('/api/admin-invites/accept', policy('public'), acceptLimit, accept, async (ctx) => {
    const { token, newPassword } = accept.of(ctx).body;
    await acceptAdminInvite(em(), token, newPassword);
    ctx.body = { success: true, message: PASSWORD_SET } satisfies InviteAccepted;
  });

  return router;
}
