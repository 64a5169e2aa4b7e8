import { ContactFaq } from '../features/contact/components/contact-faq';
import { ContactForm } from '../features/contact/components/contact-form';
import { ContactInfo } from '../features/contact/components/contact-info';
import { usePageTitle } from '../lib/use-page-title';

export function ContactPage() {
  usePageTitle('Contact Us');
  return (
    <>
      <section className="border-b border-border bg-gradient-to-br from-primary-deep/20 to-background to-70%">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
          <h1 className="text-4xl font-extrabold tracking-tight text-foreground-strong sm:text-5xl">
            Contact Us
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-muted-foreground">
            Questions about equipment, an order or a quote for your workshop? Send us a message and we will
            get back to you within 24 hours.
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[20rem_1fr]">
        <ContactInfo />
        <div className="rounded-xl border border-border bg-card p-6 sm:p-8">
          <ContactForm />
        </div>
      </div>
      <ContactFaq />
    </>
  );
}
