import { Loader2, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { CONTACT_SUBJECT_LABELS, CONTACT_SUBJECTS } from '../../../../shared/contact';
import { Button } from '../../../components/ui/button';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useContactForm } from '../hooks/use-contact-form';

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: FieldError;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error?.message && (
        <p id={`${id}-error`} className="text-sm text-red-300">
          {error.message}
        </p>
      )}
    </div>
  );
}

const a11y = (id: string, error?: FieldError) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
  'aria-required': true,
});

export function ContactForm() {
  const { form, onSubmit } = useContactForm();
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="grid gap-5"
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className="text-2xl font-bold text-white">
        Send Us a Message
      </h2>
      <p className="-mt-3 text-sm text-zinc-400">All fields are required.</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-name" label="Name" error={errors.name}>
          <Input {...register('name')} {...a11y('contact-name', errors.name)} autoComplete="name" />
        </Field>
        <Field id="contact-email" label="Email" error={errors.email}>
          <Input
            {...register('email')}
            {...a11y('contact-email', errors.email)}
            type="email"
            autoComplete="email"
          />
        </Field>
      </div>
      <Field id="contact-subject" label="Subject" error={errors.subject}>
        <Select {...register('subject')} {...a11y('contact-subject', errors.subject)}>
          <option value="">Select a subject</option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {CONTACT_SUBJECT_LABELS[subject]}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="contact-message" label="Message" error={errors.message}>
        <Textarea {...register('message')} {...a11y('contact-message', errors.message)} rows={6} />
      </Field>
      <Button type="submit" size="lg" disabled={isSubmitting} className="sm:justify-self-start">
        {isSubmitting ? (
          <>
            <Loader2 aria-hidden="true" className="animate-spin" />
            Sending...
          </>
        ) : (
          <>
            <Send aria-hidden="true" />
            Send Message
          </>
        )}
      </Button>
      <p className="text-sm text-zinc-400">We reply within 24 hours.</p>
    </form>
  );
}
