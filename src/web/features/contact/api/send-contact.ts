import type { ContactMessage, ContactResponse } from '../../../../shared/contact';
import { apiPost } from '../../../lib/api-client';

/** POST /api/contact: 201 -> { id, receivedAt }; 400 / 429 -> { code, message } (an ApiError). */
export function sendContactMessage(message: ContactMessage): Promise<ContactResponse> {
  return apiPost<ContactResponse>('/api/contact', message);
}
