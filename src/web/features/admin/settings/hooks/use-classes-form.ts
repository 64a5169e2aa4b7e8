import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import {
  deliveryClassesInputSchema,
  type DeliveryClass,
  type DeliveryClassesInput,
} from '../../../../../shared/delivery';
import { errorMessage } from '../../../../lib/api-client';
import { settingsKeys } from '../../../../lib/query-keys';
import { saveDeliveryClasses } from '../api/admin-settings';
import type { SaveStatus } from '../save-status';

type ClassesForm = DeliveryClassesInput;

/**
 * The delivery classes, smallest first: rename, move up or down, add. Saved whole; the fee table then
 * loads again with the classes' new names and order (and a column for each new class).
 */
export function useClassesForm(saved: readonly DeliveryClass[]) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<SaveStatus | null>(null);
  const form = useForm<ClassesForm>({
    resolver: zodResolver(deliveryClassesInputSchema),
    defaultValues: { classes: saved.map(({ id, name }) => ({ id, name })) },
    mode: 'onSubmit',
  });
  const rows = useFieldArray({ control: form.control, name: 'classes', keyName: 'key' });

  const onSubmit = form.handleSubmit(
    async ({ classes }) => {
      setStatus(null);
      try {
        const answer = await saveDeliveryClasses(classes);
        form.reset({ classes: answer.classes });
        await queryClient.invalidateQueries({ queryKey: settingsKeys.deliveryFees });
        void queryClient.invalidateQueries({ queryKey: settingsKeys.publicDeliveryFees });
        setStatus({ tone: 'success', text: 'Delivery classes saved.' });
      } catch (error) {
        setStatus({ tone: 'error', text: `Delivery classes not saved. ${errorMessage(error)}` });
      }
    },
    () =>
      setStatus({ tone: 'error', text: 'Delivery classes not saved. Please fix the names marked below.' }),
  );

  return { form, rows, onSubmit, status };
}
