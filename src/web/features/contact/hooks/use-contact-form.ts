import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { CONTACT_SEND_DELAY_MS, contactMessageSchema, type ContactMessage } from '../../../../shared/contact';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { sendContactMessage } from '../api/send-contact';
import { saveContactSubmission } from '../contact-storage';

const EMPTY: ContactMessage = { name: '', email: '', subject: '' as ContactMessage['subject'], message: '' };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The contact form: validated with the shared schema; on submit the sending state lasts 1.5 s
 * (longer only if the server is slower), then the form clears and a success toast shows. A failed
 * POST shows the server's message and keeps what was typed.
 */
export function useContactForm() {
  const form = useForm<ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const [result] = await Promise.allSettled([sendContactMessage(values), wait(CONTACT_SEND_DELAY_MS)]);
    if (result.status === 'rejected') {
      notify.error('Message not sent', { description: errorMessage(result.reason) });
      return;
    }
    saveContactSubmission({ id: result.value.id, ...values, timestamp: result.value.receivedAt });
    form.reset(EMPTY);
    notify.success('Message Sent!', {
      description: "Thank you for contacting us. We'll get back to you within 24 hours.",
    });
  });

  return { form, onSubmit };
}
