import { queryOptions } from '@tanstack/react-query';
import { checkCertificate } from '../endpoints.ts';

/** GET /api/verify/:token: what a certificate's public link says about it. */
export const certificates = {
  check: (token: string) =>
    queryOptions({ queryKey: ['verify', token] as const, queryFn: () => checkCertificate(token) }),
};
