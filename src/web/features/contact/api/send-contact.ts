import { visitorRoutes } from '../../../../shared/api-routes-visitors';
import type { ContactMessage, ContactResponse } from '../../../../shared/contact';
import { api } from '../../../lib/api-client';

/** POST /api/contact: 201 -> { id, receivedAt }; 400 / 429 -> { code, message } (an ApiError). */
export function sendContactMessage(message: ContactMessage): Promise<ContactResponse> {
  return api(visitorRoutes.sendContact, { body: message });
}
