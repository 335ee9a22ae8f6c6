import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../lib/error-message.ts';
import { ListStatus } from './ListStatus.tsx';

/**
 * Where the catalogue's courses or posts go while there are none to show: loading, or why not (with Try again).
 * Nothing once the catalogue is there (the server inlines it in the page, so a visitor rarely sees either).
 */
export function CatalogueStatus({ query }: { query: Pick<UseQueryResult, 'data' | 'error' | 'refetch'> }) {
  if (query.data) return null;
  return (
    <ListStatus
      loading={!query.error}
      error={query.error ? errorMessage(query.error) : null}
      emptyText=""
      onRetry={() => void query.refetch()}
    />
  );
}
