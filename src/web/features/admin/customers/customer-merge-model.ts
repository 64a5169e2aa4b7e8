import type { CustomerSummary } from '../../../../shared/customers';
import { formatPhone } from '../../../../shared/phone';

/** The customers a search found that may merge into `id`: every one but itself. */
export function mergeCandidates(found: readonly CustomerSummary[], id: string): CustomerSummary[] {
  return found.filter((customer) => customer.id !== id);
}

/** How a match reads in the merge form: name, phone, and email or state when known. */
export function mergeCandidateText(customer: CustomerSummary): string {
  return [customer.name, formatPhone(customer.phone), customer.email ?? customer.state]
    .filter((part): part is string => Boolean(part))
    .join(' · ');
}
