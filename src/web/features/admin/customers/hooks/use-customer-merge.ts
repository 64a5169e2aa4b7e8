import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CustomerSummary } from '../../../../../shared/customers';
import { adminCustomerKeys } from '../../../../lib/query-keys';
import { notify } from '../../../../lib/toast';
import { serverMessage } from '../../common/admin-errors';
import { customerMatchesQuery, mergeCustomers } from '../api/admin-customers';
import { mergeCandidates } from '../customer-merge-model';
import { useCustomerUpdate } from './use-customer-update';

export const MERGE_FAILED = 'Could not merge the customers. Please try again.';

/**
 * Merging another customer into the one shown: a search (sent after a pause in typing) lists the
 * matches other than this customer; the one chosen is confirmed, then merged.
 */
export function useCustomerMerge(id: string, name: string) {
  const queryClient = useQueryClient();
  const update = useCustomerUpdate();
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<CustomerSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [justMerged, setJustMerged] = useState(false);
  const search = q.trim();
  const matches = useQuery({
    ...customerMatchesQuery(search),
    enabled: search !== '',
    placeholderData: keepPreviousData,
  });

  const mutation = useMutation({
    mutationFn: (other: CustomerSummary) => mergeCustomers(id, other.id),
    onSuccess: (response, other) => {
      queryClient.removeQueries({ queryKey: adminCustomerKeys.detail(other.id) });
      update(response);
      setJustMerged(true);
      setChosen(null);
      setQ('');
      notify.success('Customers merged', {
        description: `${other.name} is now part of ${response.customer.name}.`,
      });
    },
    onError: (caught) => {
      setChosen(null);
      setError(serverMessage(caught) ?? MERGE_FAILED);
    },
  });

  return {
    q,
    search(text: string) {
      setQ(text);
      setError(null);
    },
    /** Null until something is typed. */
    matches: search === '' ? null : mergeCandidates(matches.data?.customers ?? [], id),
    isSearching: search !== '' && matches.isFetching,
    searchError: matches.isError ? (serverMessage(matches.error) ?? 'Could not search the customers.') : null,
    chosen,
    choose(other: CustomerSummary) {
      setError(null);
      setJustMerged(false);
      setChosen(other);
    },
    cancel: () => setChosen(null),
    confirm() {
      if (chosen && !mutation.isPending) mutation.mutate(chosen);
    },
    name,
    /** The last choice was merged (its row and button are gone). */
    justMerged,
    error,
    isMerging: mutation.isPending,
  };
}
