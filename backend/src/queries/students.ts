import type { EntityManager } from '@mikro-orm/postgresql';
import { REFERRAL_REWARD_RUPEES } from '../catalog/business.ts';
import { StoredFile, Student } from '../entities/index.ts';

/** The screenshot an admin sees: the compressed one when it exists, else whatever the student has. */
export async function studentScreenshot(em: EntityManager, student: Student) {
  const uploadId = student.upload?.id;
  if (uploadId) {
    const compressed = await em.findOne(StoredFile, { source: uploadId, purpose: 'screenshot' }, { fields: ['contentType', 'data'] });
    if (compressed) return compressed;
  }
  const id = student.screenshot?.id ?? uploadId;
  return id ? em.findOne(StoredFile, { id }, { fields: ['contentType', 'data'] }) : null;
}

export interface ReferrerCount {
  id: number;
  name: string;
  email: string;
  phone: string;
  code: string;
  upiId: string;
  validatedReferrals: number;
  amount: number;
}

/** The refer count table: every referrer with their validated referrals (a cleared code no longer counts). */
export async function referrerCounts(em: EntityManager): Promise<ReferrerCount[]> {
  const rows = await em.getConnection().execute<
    { id: number; name: string; email: string; phone: string; code: string; upi_id: string; validated_referrals: number }[]
  >(
    `select r.id, r.name, r.email, r.phone, r.code, r.upi_id, count(s.id)::int as validated_referrals
       from referrers r
       left join students s on s.referral_code = r.code and s.validated
      group by r.id
      order by validated_referrals desc, r.created_at, r.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    code: r.code,
    upiId: r.upi_id,
    validatedReferrals: r.validated_referrals,
    amount: r.validated_referrals * REFERRAL_REWARD_RUPEES,
  }));
}
