import type { PaymentKind } from 'shared/payments';

/** A course as a registration or an extra course takes it up: the catalogue's course, its name, the fee kept. */
export interface CourseOffer {
  courseId: string;
  /** The course's English name as the catalogue spells it (what the record, mails and certificates say). */
  course: string;
  /** For a registration one amount; for an extra course its amounts (the first the one its link asks). */
  feeRupees: number[];
}

/**
 * Where a registration or an extra course finds its course and the fee it stores: `deps.catalogue`, the
 * published catalogue's store (`CatalogueStore.offerFor`). The fee shown is kept when it was the course's
 * within the last 48 hours, else the fee in effect. Undefined: the course is not offered for that kind
 * (the form's 'course not listed' refusal).
 */
export interface FeeSource {
  offerFor(
    courseName: string,
    kind: PaymentKind,
    shown: number | undefined,
    now: Date,
  ): Promise<CourseOffer | undefined>;
}
