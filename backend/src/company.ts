/** The company's name when COMPANY_NAME is not set: config.ts, and the self-signed certificate `npm start` makes before the configuration is read. */
export const DEFAULT_COMPANY_NAME = 'Tamil Nadu Tech Academy';
