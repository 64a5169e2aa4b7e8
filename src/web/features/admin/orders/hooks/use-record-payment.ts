import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Order } from '../../../../../shared/orders';
import type { ManualPayment } from '../../../../../shared/payment-schemas';
import { adminOrderKeys } from '../../../../lib/query-keys';
import { notify } from '../../../../lib/toast';
import { isProofFile, proofForm } from '../../../../lib/order-payments';
import { serverMessage } from '../../common/admin-errors';
import { recordPayment, uploadPaymentFile } from '../api/admin-payments';
import { PAYMENTS_HEADING_ID } from './use-ledger-action';
import {
  paymentBody,
  paymentFormDefaults,
  type FieldErrors,
  type PaymentFormValues,
} from '../payments-model';
import { PAYMENT_MESSAGES } from '../../../../../shared/payments';

export const RECORD_FAILED = 'Could not record the payment. Please try again.';

type Errors = FieldErrors<keyof PaymentFormValues | 'file'>;

/**
 * "Record payment": how it was paid, the amount (the balance to begin with), the day and a note, and a
 * picture or PDF of the proof, uploaded first and named in the payment. Checked as the server checks it
 * before anything is sent.
 */
export function useRecordPayment(order: Order) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<PaymentFormValues>(() => paymentFormDefaults(order));
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [formKey, setFormKey] = useState(0);

  const mutation = useMutation({
    mutationFn: async ({ body, proof }: { body: ManualPayment; proof: File | null }) => {
      const proofFileId = proof
        ? (await uploadPaymentFile(order.reference, proofForm(proof, null))).fileId
        : undefined;
      return recordPayment(order.reference, proofFileId ? { ...body, proofFileId } : body);
    },
    onSuccess: (response) => {
      queryClient.setQueryData(adminOrderKeys.detail(order.reference), response);
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.lists });
      setValues(paymentFormDefaults(response.order));
      setFile(null);
      setFormKey((key) => key + 1);
      notify.success('Payment recorded', { description: order.reference });
      document.getElementById(PAYMENTS_HEADING_ID)?.focus();
    },
    onError: (caught) => {
      notify.error('Payment not recorded', { description: serverMessage(caught) ?? RECORD_FAILED });
    },
  });

  function submit(event: FormEvent<HTMLFormElement>, onDone?: () => void) {
    event.preventDefault();
    if (mutation.isPending) return;
    const checked = paymentBody(values);
    const fileError = file && !isProofFile(file) ? PAYMENT_MESSAGES.proofFile : undefined;
    if (checked.errors || fileError) {
      setErrors({ ...checked.errors, file: fileError });
      return;
    }
    setErrors({});
    mutation.mutate({ body: checked.body, proof: file }, { onSuccess: () => onDone?.() });
  }

  return {
    values,
    set: <Key extends keyof PaymentFormValues>(key: Key, value: PaymentFormValues[Key]) => {
      setValues((current) => ({ ...current, [key]: value }));
      setErrors((current) => ({ ...current, [key]: undefined }));
    },
    chooseFile: (chosen: File | null) => {
      setFile(chosen);
      setErrors((current) => ({ ...current, file: undefined }));
    },
    /** Back to the balance, today (the form opened again). */
    reset: () => {
      setValues(paymentFormDefaults(order));
      setErrors({});
      setFile(null);
      mutation.reset();
    },
    formKey,
    errors,
    submit,
    isSaving: mutation.isPending,
    error: mutation.isError ? (serverMessage(mutation.error) ?? RECORD_FAILED) : null,
  };
}
