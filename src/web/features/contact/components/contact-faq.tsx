import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '../../../components/ui/accordion';

const FAQS = [
  {
    question: 'Do you offer free shipping?',
    answer:
      'Yes! We offer free shipping on all orders over $50. Orders are typically processed within 1-2 business days.',
  },
  {
    question: 'What warranty do your products have?',
    answer:
      'All our products come with manufacturer warranties ranging from 1-3 years, depending on the product. Extended warranties are available for selected equipment.',
  },
  {
    question: 'What is your return policy?',
    answer:
      'We offer 30-day returns on most items in their original condition and packaging. Contact us to arrange a return or exchange.',
  },
  {
    question: 'Do you help with installation?',
    answer:
      'Yes. Our technicians can install lifts, spray booths and other large equipment, and train your team to use them safely.',
  },
  {
    question: 'How quickly will you reply to my message?',
    answer: 'We reply to every message within 24 hours, and usually much sooner during business hours.',
  },
] as const;

export function ContactFaq() {
  return (
    <section aria-labelledby="contact-faq" className="mx-auto max-w-3xl px-4 py-16">
      <h2 id="contact-faq" className="text-center text-2xl font-bold text-foreground-strong sm:text-3xl">
        Frequently Asked Questions
      </h2>
      <Accordion type="single" collapsible className="mt-8">
        {FAQS.map((faq) => (
          <AccordionItem key={faq.question} value={faq.question}>
            <AccordionTrigger>{faq.question}</AccordionTrigger>
            <AccordionContent>{faq.answer}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}
