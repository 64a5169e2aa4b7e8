import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { PAYMENT_MESSAGES } from '../../../../shared/payments';
import { ApiError } from '../../../lib/api-client';
import { isProofFile, proofForm } from '../../../lib/order-payments';
import { orderKeys } from '../../../lib/query-keys';
import { uploadProof } from '../api/payments';
import { proofAmount } from '../order-payment-model';

export const PROOF_AMOUNT_MESSAGE = 'Please enter the amount in naira, e.g. 250000';
export const PROOF_UPLOAD_FAILED = 'We could not upload your proof. Please try again.';

type Upload = { state: 'idle' | 'uploading' | 'uploaded' } | { state: 'failed'; message: string };

/** What a refused upload says: the server's words for a refusal, ours for a failure. */
function failure(error: unknown): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.message
    : PROOF_UPLOAD_FAILED;
}

/**
 * The proof of a bank transfer: a picture or a PDF and, if the shopper wants, the amount sent. Once
 * uploaded the page shows the order as the server answers it (the proof listed as being checked) and
 * thanks the shopper. (A plain request, not useMutation: see use-payment-return.ts.)
 */
export function useProofUpload(reference: string) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<{ file?: string; amount?: string }>({});
  const [formKey, setFormKey] = useState(0);
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (upload.state === 'uploading') return;
    const sent = proofAmount(amount);
    const next = {
      file: file && isProofFile(file) ? undefined : PAYMENT_MESSAGES.proofFile,
      amount: sent === undefined ? PROOF_AMOUNT_MESSAGE : undefined,
    };
    setErrors(next);
    if (next.file || next.amount || !file || sent === undefined) return;
    setUpload({ state: 'uploading' });
    uploadProof(reference, proofForm(file, sent)).then(
      (response) => {
        queryClient.setQueryData(orderKeys.detail(reference), response);
        setFile(null);
        setAmount('');
        // A new file input: the chosen file cannot be cleared otherwise.
        setFormKey((key) => key + 1);
        setUpload({ state: 'uploaded' });
      },
      (error: unknown) => setUpload({ state: 'failed', message: failure(error) }),
    );
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
      setUpload({ state: 'idle' });
    },
    errors,
    submit,
    isUploading: upload.state === 'uploading',
    uploaded: upload.state === 'uploaded' ? PAYMENT_MESSAGES.proofUploaded : null,
    error: upload.state === 'failed' ? upload.message : null,
  };
}
