import type { GrievanceContact } from './privacy.ts';

/** GET /api/site-config (and inlined in index.html): the settings the browser may know, never a secret. */
export interface SiteConfig {
  companyName: string;
  upiId: string;
  upiName: string;
  email: string;
  phone: string;
  address: string;
  certificatePrefix: string;
  blockDevtools: boolean;
  /** Who to write to about personal data (the privacy notice and /privacy). */
  grievance: GrievanceContact;
  /** Days a payment screenshot is kept after the payment is checked (the notice says so). */
  screenshotRetentionDays: number;
}

/** GET /api/health: 200 when both are up, else 503 with the same body. */
export interface Health {
  status: 'ok' | 'degraded';
  database: 'up' | 'down';
  redis: 'up' | 'down';
}
