import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { DeliveryFeesResponse } from '../../../../../shared/settings';
import { errorMessage } from '../../../../lib/api-client';
import { settingsKeys } from '../../../../lib/query-keys';
import { saveDeliveryFees } from '../api/admin-settings';
import {
  feeFormField,
  feeFormSchema,
  feeFormValues,
  type FeeFormOutput,
  type FeeFormValues,
} from '../fee-form-model';
import { fieldIssues } from '../../common/field-issues';
import type { SaveStatus } from '../save-status';

/**
 * The delivery fee table: every row checked in the browser, then the whole table PUT (the server keeps
 * all of it or none). A refused save keeps what was typed and marks the rows the server named.
 */
export function useFeesForm(saved: DeliveryFeesResponse) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<SaveStatus | null>(null);
  const form = useForm<FeeFormValues, unknown, FeeFormOutput>({
    resolver: zodResolver(feeFormSchema),
    defaultValues: feeFormValues(saved),
    mode: 'onTouched',
  });

  const onSubmit = form.handleSubmit(
    async ({ fees }) => {
      setStatus(null);
      try {
        const answer = await saveDeliveryFees(fees);
        queryClient.setQueryData(settingsKeys.deliveryFees, answer);
        form.reset(feeFormValues(answer));
        setStatus({ tone: 'success', text: 'Delivery fees saved.' });
      } catch (error) {
        for (const { field, message } of fieldIssues(error)) {
          const name = feeFormField(field);
          if (name) form.setError(name, { message });
        }
        setStatus({ tone: 'error', text: `Delivery fees not saved. ${errorMessage(error)}` });
      }
    },
    () => setStatus({ tone: 'error', text: 'Delivery fees not saved. Please fix the rows marked below.' }),
  );

  /** Typing a fee unticks "quote on request"; ticking it empties the fee. */
  const amountTyped = (index: number, value: string) => {
    if (value.trim() !== '') form.setValue(`fees.${index}.quote`, false);
  };
  const quoteTicked = (index: number, quote: boolean) => {
    if (quote) form.setValue(`fees.${index}.amount`, '');
    form.clearErrors(`fees.${index}.amount`);
  };

  return { form, onSubmit, status, amountTyped, quoteTicked };
}
