import type { OrderProof } from '../../shared/orders';

/**
 * What the shopper's status page and the desk both say and send about payments (decision 053), without
 * zod: the storefront loads it.
 */

export const PROOF_STATUS_TEXT: Record<OrderProof['status'], string> = {
  pending: 'Being checked',
  accepted: 'Accepted',
  rejected: 'Rejected',
};

/** The proof's kinds the upload takes (the server checks and re-encodes the file). */
export const PROOF_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';
const PROOF_TYPES = new Set(PROOF_ACCEPT.split(','));

/** Whether a chosen file is one the upload takes (a picture or a PDF). */
export function isProofFile(file: { type: string; name: string }): boolean {
  return PROOF_TYPES.has(file.type) || /\.(jpe?g|png|webp|pdf)$/i.test(file.name);
}

/**
 * The multipart body of a proof (POST /api/orders/:reference/proofs) and of a staff's payment file: the
 * file in `file`, the amount the shopper says they sent (naira) in `amount` when given.
 */
export function proofForm(file: File, amount: number | null): FormData {
  const form = new FormData();
  if (amount !== null) form.append('amount', String(amount));
  form.append('file', file);
  return form;
}
