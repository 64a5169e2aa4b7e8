import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import type { Order, OrderAdjustment } from '../../../../../shared/orders';
import { adminOrderKeys } from '../../../../lib/query-keys';
import { notify } from '../../../../lib/toast';
import { serverMessage } from '../../common/admin-errors';
import {
  adjustFormSchema,
  adjustFormValues,
  toAdjustment,
  type AdjustFormData,
  type AdjustFormValues,
} from '../adjust-form-model';
import { adjustOrder } from '../api/admin-orders';

export const ADJUST_FAILED = 'Could not change the order. Please try again.';

/**
 * The adjustment form of an order awaiting confirmation: negotiated line prices, the fees and a
 * discount. A success shows the order as the server now has it (new total, the changes in its
 * history); a refusal shows the server's words and keeps what was typed.
 */
export function useOrderAdjustment(order: Order) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<AdjustFormValues, unknown, AdjustFormData>({
    resolver: zodResolver(adjustFormSchema),
    defaultValues: adjustFormValues(order),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const prices = useFieldArray({ control: form.control, name: 'prices' });

  const mutation = useMutation({
    mutationFn: (body: OrderAdjustment) => adjustOrder(order.reference, body),
    onSuccess: (response) => {
      queryClient.setQueryData(adminOrderKeys.detail(order.reference), response);
      form.reset(adjustFormValues(response.order));
      setError(null);
      notify.success('Order updated', { description: `${order.reference} now totals the new amount.` });
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.lists });
    },
    onError: (caught) => setError(serverMessage(caught) ?? ADJUST_FAILED),
  });

  const submit = form.handleSubmit((data) => {
    const body = toAdjustment(order, data);
    if (body === null) setError('Nothing to change');
    else mutation.mutate(body);
  });

  const errors = form.formState.errors;
  return {
    register: form.register,
    lines: prices.fields,
    errors: {
      prices: errors.prices?.map?.((line) => line?.price?.message) ?? [],
      deliveryFee: errors.deliveryFee?.message,
      installationFee: errors.installationFee?.message,
      discount: errors.discount?.message,
      note: errors.note?.message,
    },
    error,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      if (mutation.isPending) event.preventDefault();
      else void submit(event);
    },
    isSaving: mutation.isPending,
  };
}
