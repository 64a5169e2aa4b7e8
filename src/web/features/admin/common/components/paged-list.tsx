import { Loader2, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/api-client';
import { cn } from '../../../../lib/cn';
import type { PagedListState } from '../../../../lib/paged-list-state';

/**
 * A dashboard list with its states: 'Loading {noun}...', 'Error loading {noun}: ...' with Retry, the
 * empty text, then the rows and 'Load more'.
 */
export function PagedList({
  list,
  noun,
  count,
  emptyIcon: EmptyIcon,
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
  if (list.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-10 text-zinc-300">
        <Loader2 aria-hidden="true" className="size-5 animate-spin" />
        Loading {lower}...
      </p>
    );
  }
  if (list.isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-900 bg-red-950/40 p-8 text-center">
        <p className="text-red-200">
          Error loading {lower}: {errorMessage(list.error)}
        </p>
        <Button variant="outline" className="mt-4" onClick={list.retry}>
          Retry
        </Button>
      </div>
    );
  }
  if (count === 0) {
    return (
      <div className="flex flex-col items-center rounded-xl border border-zinc-800 bg-zinc-900 p-10 text-center">
        <EmptyIcon aria-hidden="true" className="size-12 text-zinc-400" />
        <p className="mt-4 text-lg text-zinc-200">{emptyText}</p>
      </div>
    );
  }
  return (
    <div className={cn(list.isRefreshing && 'opacity-60 transition-opacity')} aria-busy={list.isRefreshing}>
      <ul className="grid gap-4" aria-label={noun}>
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
  );
}
