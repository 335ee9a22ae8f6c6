import { operators } from './policy.ts';

/**
 * Looking at the machinery, admins and operators: Bull Board (read-only for everyone: routes/admin-queues/bull-board.ts) and
 * /metrics (also Prometheus's token or a loopback scraper: middlewares/metrics-access.ts).
 */
export const queuePolicies = {
  'queues.read': operators,
  'metrics.read': operators,
};
