import { Loader2, Merge } from 'lucide-react';
import type { FormEvent } from 'react';
import type { CustomerDetail } from '../../../../../shared/customers';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../../components/ui/alert-dialog';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { useDebouncedCommit } from '../../../../lib/use-debounced-commit';
import { mergeCandidateText } from '../customer-merge-model';
import { useCustomerMerge } from '../hooks/use-customer-merge';
import { CUSTOMER_TITLE_ID } from './panel';

const TITLE_ID = 'admin-customer-merge';
const SEARCH_ID = 'admin-customer-merge-search';

/**
 * "Merge another customer into this one": find the duplicate (name, phone in any form, email), choose
 * it, confirm; its orders, notes, machines and keys move here and it is gone.
 */
export function CustomerMerge({ customer }: { customer: CustomerDetail }) {
  const merge = useCustomerMerge(customer.id, customer.name);
  const search = useDebouncedCommit(merge.q, merge.search, 300);
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    search.flush();
  }
  return (
    <form
      aria-labelledby={TITLE_ID}
      onSubmit={onSubmit}
      className="grid min-w-0 gap-3 rounded-xl border border-border bg-card p-4 sm:p-6"
    >
      <h3 id={TITLE_ID} className="text-lg font-semibold text-foreground-strong">
        Merge another customer into this one
      </h3>
      <p className="text-sm text-muted-foreground">
        Their orders, notes, machines, phones and emails move to {customer.name}; the other customer is
        removed.
      </p>
      <div className="grid gap-1.5">
        <Label htmlFor={SEARCH_ID}>Find the customer to merge</Label>
        <Input
          id={SEARCH_ID}
          type="search"
          value={search.draft}
          onChange={(event) => search.change(event.target.value)}
          placeholder="Name, phone or email"
          autoComplete="off"
          maxLength={100}
        />
      </div>
      <div aria-live="polite" className="grid gap-2">
        {merge.matches === null ? null : merge.searchError ? (
          <p className="text-sm text-destructive-300">{merge.searchError}</p>
        ) : merge.matches.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {merge.isSearching ? 'Searching...' : 'No other customer matches.'}
          </p>
        ) : (
          <ul className="grid gap-2" aria-label="Customers found">
            {merge.matches.map((match) => (
              <li
                key={match.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3 text-sm"
              >
                <span className="wrap-anywhere text-foreground-soft">{mergeCandidateText(match)}</span>
                <Button variant="outline" size="sm" onClick={() => merge.choose(match)}>
                  Choose<span className="sr-only"> {match.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Alert>{merge.error}</Alert>
      <AlertDialog
        open={merge.chosen !== null}
        onOpenChange={(open) => {
          if (!open && !merge.isMerging) merge.cancel();
        }}
      >
        <AlertDialogContent
          // Once merged, the chosen row is gone: the page's heading (the customer kept) takes the focus.
          onCloseAutoFocus={(event) => {
            if (!merge.justMerged) return;
            event.preventDefault();
            document.getElementById(CUSTOMER_TITLE_ID)?.focus();
          }}
        >
          <AlertDialogHeader>
            <AlertDialogTitle>
              Merge {merge.chosen?.name} into {customer.name}?
            </AlertDialogTitle>
            <AlertDialogDescription>
              {merge.chosen?.name}&apos;s orders, notes, machines, phones and emails move to {customer.name},
              and {merge.chosen?.name} is removed from the customer book. This cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={merge.isMerging}>Cancel</AlertDialogCancel>
            <AlertDialogAction
              disabled={merge.isMerging}
              aria-busy={merge.isMerging}
              onClick={(event) => {
                // Stays open while the server merges; the answer closes it.
                event.preventDefault();
                merge.confirm();
              }}
            >
              {merge.isMerging ? (
                <Loader2 aria-hidden="true" className="animate-spin" />
              ) : (
                <Merge aria-hidden="true" />
              )}
              Merge
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </form>
  );
}
