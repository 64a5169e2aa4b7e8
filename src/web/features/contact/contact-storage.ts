import type { ContactSubmission } from '../../../shared/contact';
import { STORAGE_KEYS } from '../../../shared/shop';

function readSubmissions(): unknown[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.contact) ?? '[]');
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** Appends a submission to local storage under contact-submissions. */
export function saveContactSubmission(submission: ContactSubmission): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.contact, JSON.stringify([...readSubmissions(), submission]));
  } catch {
    // Storage full or blocked: the server already has the message.
  }
}
