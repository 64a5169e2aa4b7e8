import { Loader2, Send } from 'lucide-react';
import { CONTACT_SUBJECT_LABELS, CONTACT_SUBJECTS } from '../../../../shared/contact';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { useContactForm } from '../hooks/use-contact-form';

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
      <h2 id="contact-form-title" className="text-2xl font-bold text-foreground-strong">
        Send Us a Message
      </h2>
      <p className="-mt-3 text-sm text-subtle-foreground">All fields are required.</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-name" label="Name" error={errors.name?.message} required>
          {(control) => <Input {...register('name')} {...control} autoComplete="name" />}
        </Field>
        <Field id="contact-email" label="Email" error={errors.email?.message} required>
          {(control) => <Input {...register('email')} {...control} type="email" autoComplete="email" />}
        </Field>
      </div>
      <Field id="contact-subject" label="Subject" error={errors.subject?.message} required>
        {(control) => (
          <Select {...register('subject')} {...control}>
            <option value="">Select a subject</option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {CONTACT_SUBJECT_LABELS[subject]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id="contact-message" label="Message" error={errors.message?.message} required>
        {(control) => <Textarea {...register('message')} {...control} rows={6} />}
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
      <p className="text-sm text-subtle-foreground">We reply within 24 hours.</p>
    </form>
  );
}
