import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';
import { QueryState } from '../../../../components/ui/query-state';
import { cn } from '../../../../lib/cn';
import type { PagedListState } from '../../../../lib/paged-list-state';
import { EmptyList, LoadingStatus } from './load-states';

/**
 * A dashboard list with its states: 'Loading {noun}...', 'Error loading {noun}: ...' with Retry, the
 * empty text, then the rows and 'Load more'.
 */
export function PagedList({
  list,
  noun,
  count,
  emptyIcon,
  emptyText,
  children,
}: {
  list: PagedListState;
  /** Plural, capitalised for the list's name: 'Products', 'Orders'. */
  noun: string;
  count: number;
  emptyIcon: LucideIcon;
  emptyText: string;
  children: ReactNode;
}) {
  const lower = noun.toLowerCase();
  return (
    <QueryState
      query={list}
      loading={<LoadingStatus>Loading {lower}...</LoadingStatus>}
      errorLabel={`Error loading ${lower}`}
      onRetry={list.retry}
      isEmpty={count === 0}
      empty={<EmptyList icon={emptyIcon}>{emptyText}</EmptyList>}
    >
      <div className={cn(list.isRefreshing && 'opacity-60 transition-opacity')} aria-busy={list.isRefreshing}>
        <ul className="grid grid-cols-1 gap-4" aria-label={noun}>
          {children}
        </ul>
        {list.hasMore && (
          <div className="mt-8 flex justify-center">
            <Button variant="outline" size="lg" onClick={list.loadMore} disabled={list.isLoadingMore}>
              {list.isLoadingMore ? 'Loading...' : 'Load more'}
            </Button>
          </div>
        )}
      </div>
    </QueryState>
  );
}
