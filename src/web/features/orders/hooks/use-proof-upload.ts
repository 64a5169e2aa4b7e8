import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { PAYMENT_MESSAGES } from '../../../../shared/payments';
import { ApiError } from '../../../lib/api-client';
import { orderKeys } from '../../../lib/query-keys';
import { uploadProof } from '../api/payments';
import { isProofFile, proofForm } from '../../../lib/order-payments';
import { proofAmount } from '../order-payment-model';

export const PROOF_AMOUNT_MESSAGE = 'Please enter the amount in naira, e.g. 250000';
export const PROOF_UPLOAD_FAILED = 'We could not upload your proof. Please try again.';

/**
 * The proof of a bank transfer: a picture or a PDF and, if the shopper wants, the amount sent. Once
 * uploaded the page shows the order as the server answers it (the proof listed as being checked) and
 * thanks the shopper.
 */
export function useProofUpload(reference: string) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<{ file?: string; amount?: string }>({});
  const [formKey, setFormKey] = useState(0);
  const upload = useMutation({
    mutationFn: (form: FormData) => uploadProof(reference, form),
    onSuccess: (response) => {
      queryClient.setQueryData(orderKeys.detail(reference), response);
      setFile(null);
      setAmount('');
      // A new file input: the chosen file cannot be cleared otherwise.
      setFormKey((key) => key + 1);
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (upload.isPending) return;
    const sent = proofAmount(amount);
    const next = {
      file: file && isProofFile(file) ? undefined : PAYMENT_MESSAGES.proofFile,
      amount: sent === undefined ? PROOF_AMOUNT_MESSAGE : undefined,
    };
    setErrors(next);
    if (next.file || next.amount || !file || sent === undefined) return;
    upload.mutate(proofForm(file, sent));
  }

  return {
    formKey,
    amount,
    setAmount: (value: string) => {
      setAmount(value);
      setErrors((current) => ({ ...current, amount: undefined }));
    },
    chooseFile: (chosen: File | null) => {
      setFile(chosen);
      setErrors((current) => ({ ...current, file: undefined }));
      upload.reset();
    },
    errors,
    submit,
    isUploading: upload.isPending,
    uploaded: upload.isSuccess ? PAYMENT_MESSAGES.proofUploaded : null,
    error: upload.isError
      ? upload.error instanceof ApiError && upload.error.status < 500 && upload.error.status > 0
        ? upload.error.message
        : PROOF_UPLOAD_FAILED
      : null,
  };
}
