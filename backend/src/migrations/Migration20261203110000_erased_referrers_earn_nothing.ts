import { Migration } from '@mikro-orm/migrations';

/**
 * A refer-and-earn member whose data was erased (issue 18) has no UPI id to be paid to: referrals
 * made with their code after the erasure no longer count, so no payout is ever owed to nobody. The
 * payouts already made stay (the ledger).
 */
export class Migration20261203110000_erased_referrers_earn_nothing extends Migration {
  override name = 'Migration20261203110000_erased_referrers_earn_nothing';

  override up(): void | Promise<void> {
    this.addSql(`
      create or replace view "referral_credits" as
      select s.id as student_id, r.id as referrer_id, s.validated, s.validated_at, s.created_at as enrolled_at
        from students s
        join referrers r on r.code = s.referral_code
       where r.confirmed_at is not null
         and r.erased_at is null
         and s.phone <> r.phone
         and lower(s.email) <> lower(r.email);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`
      create or replace view "referral_credits" as
      select s.id as student_id, r.id as referrer_id, s.validated, s.validated_at, s.created_at as enrolled_at
        from students s
        join referrers r on r.code = s.referral_code
       where r.confirmed_at is not null
         and s.phone <> r.phone
         and lower(s.email) <> lower(r.email);`);
  }
}
