import type { SiteConfig } from 'shared/api/site';
import type { Config } from '../config.ts';

/** The settings the browser may know: company contact values and the payee. Never a secret. */
export function presentSiteConfig(cfg: Config): SiteConfig {
  return {
    companyName: cfg.COMPANY_NAME,
    upiId: cfg.COMPANY_UPI_ID,
    upiName: cfg.COMPANY_UPI_NAME,
    email: cfg.COMPANY_EMAIL,
    phone: cfg.COMPANY_PHONE,
    address: cfg.COMPANY_ADDRESS,
    certificatePrefix: cfg.CERTIFICATE_PREFIX,
    blockDevtools: cfg.BLOCK_DEVTOOLS,
    grievance: {
      name: cfg.GRIEVANCE_NAME,
      email: cfg.GRIEVANCE_EMAIL ?? cfg.COMPANY_EMAIL,
      phone: cfg.GRIEVANCE_PHONE ?? cfg.COMPANY_PHONE,
    },
    screenshotRetentionDays: cfg.SCREENSHOT_RETENTION_DAYS,
  };
}
