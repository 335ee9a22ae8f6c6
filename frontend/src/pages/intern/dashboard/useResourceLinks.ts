import type { ResourceKind } from 'shared/api/catalogue';
import { mine } from '../../../api/queries/me.ts';
import { useServerQuery } from '../../../api/query.ts';
import { refusalStatus } from '../../../lib/error-message.ts';

/**
 * The intern's course's resource links (GET /api/resources): `link(kind)` is the address, or undefined when none is
 * published (or it is not a web address). `failed` says the links could not be read; a 404 (no course of the
 * catalogue's) only means there are none.
 */
export function useResourceLinks() {
  const { data, error, refetch } = useServerQuery(mine.resources());
  const link = (kind: ResourceKind): string | undefined => {
    const href = data?.links[kind];
    return href && /^https:\/\//i.test(href) ? href : undefined;
  };
  return { link, failed: Boolean(error) && !data && refusalStatus(error) !== 404, retry: () => void refetch() };
}
