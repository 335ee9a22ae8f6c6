/** Business constants of the specification (section 9), in one place for the API and the workers. */

/** What a referrer earns for each validated referral, paid on the 10th of each month to their UPI id. */
export const REFERRAL_REWARD_RUPEES = 70;
