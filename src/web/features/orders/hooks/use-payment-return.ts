import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { orderKeys } from '../../../lib/query-keys';
import { checkPayment } from '../api/payments';
import { RETURN_KEYS, paymentUnavailable, returnReference } from '../order-payment-model';

export const PAYMENT_CHECK_FAILED =
  'We could not check your payment just now. If you were charged, it will show here within a few minutes.';

/**
 * The shopper's return from the provider's page (`?reference=` or `?trxref=` from Paystack, `?tx_ref=`
 * from Flutterwave): the server is asked once to verify and credit the attempt, the page shows the order
 * it answers (the payment at once, even when the webhook is late), and the return's keys leave the address
 * so that a reload does not ask again. (A plain request, not useMutation: TanStack's mutation modules in
 * this page's scripts made the bundler split the entry script in two more files on every page.)
 */
export function usePaymentReturn(reference: string, enabled = true) {
  const [search, setSearch] = useSearchParams();
  const attempt = enabled ? returnReference(search) : null;
  const queryClient = useQueryClient();
  const asked = useRef<string | null>(null);
  const [state, setState] = useState<'idle' | 'checking' | 'failed'>('idle');

  useEffect(() => {
    if (!attempt || asked.current === attempt) return;
    asked.current = attempt;
    setState('checking');
    const forget = () =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const key of RETURN_KEYS) next.delete(key);
          return next;
        },
        { replace: true },
      );
    checkPayment(reference, attempt).then(
      async (response) => {
        // A read of the order sent before the credit must not overwrite it.
        await queryClient.cancelQueries({ queryKey: orderKeys.detail(reference) });
        queryClient.setQueryData(orderKeys.detail(reference), response);
        setState('idle');
        forget();
      },
      () => {
        setState('failed');
        forget();
      },
    );
  }, [attempt, reference, queryClient, setSearch]);

  return {
    unavailable: paymentUnavailable(search),
    isChecking: state === 'checking',
    error: state === 'failed' ? PAYMENT_CHECK_FAILED : null,
  };
}
