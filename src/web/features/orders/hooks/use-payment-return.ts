import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { OrderResponse } from '../../../../shared/orders';
import { orderKeys } from '../../../lib/query-keys';
import { checkPayment } from '../api/payments';
import { RETURN_KEYS, paymentUnavailable, returnReference } from '../order-payment-model';

export const PAYMENT_CHECK_FAILED =
  'We could not check your payment just now. If you were charged, it will show here within a few minutes.';

/**
 * The shopper's return from the provider's page (`?reference=` or `?trxref=` from Paystack, `?tx_ref=`
 * from Flutterwave): the server is asked once to verify and credit the attempt, the page shows the order
 * it answers (the payment at once, even when the webhook is late), and the return's keys leave the address
 * so that a reload does not ask again.
 */
export function usePaymentReturn(reference: string, enabled = true) {
  const [search, setSearch] = useSearchParams();
  const attempt = enabled ? returnReference(search) : null;
  const queryClient = useQueryClient();
  const asked = useRef<string | null>(null);
  const check = useMutation({
    mutationFn: (value: string) => checkPayment(reference, value),
    onSuccess: async (response: OrderResponse) => {
      // A read of the order sent before the credit must not overwrite it.
      await queryClient.cancelQueries({ queryKey: orderKeys.detail(reference) });
      queryClient.setQueryData(orderKeys.detail(reference), response);
    },
  });
  const { mutate } = check;

  useEffect(() => {
    if (!attempt || asked.current === attempt) return;
    asked.current = attempt;
    mutate(attempt, {
      onSettled: () =>
        setSearch(
          (current) => {
            const next = new URLSearchParams(current);
            for (const key of RETURN_KEYS) next.delete(key);
            return next;
          },
          { replace: true },
        ),
    });
  }, [attempt, mutate, setSearch]);

  return {
    unavailable: paymentUnavailable(search),
    isChecking: check.isPending,
    error: check.isError ? PAYMENT_CHECK_FAILED : null,
  };
}
