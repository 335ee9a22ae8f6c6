/**
 * The fees of the catalogue's seed (backend/src/catalogue/seed.json, the specification's): what a fresh
 * install charges, for the tests that count money. The product reads them from the published catalogue.
 */
export const REGISTRATION_FEE_RUPEES = 499;
