import { interns } from './policy.ts';

/** An intern's own data export (a referrer's is public: the mailed token is the proof). */
export const personalDataPolicies = {
  'personal-data.export': interns,
};
