/**
 * The registration fee of the catalogue's seed (the specification's ₹499, `catalogue-fixture.ts`): what a
 * fresh install's pages say. The pages read it from the published catalogue.
 */
export const REGISTRATION_FEE_RUPEES = 499;
