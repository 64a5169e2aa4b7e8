import { MessageCircle } from 'lucide-react';
import { formatPhone } from '../../../shared/phone';
import { whatsappLink } from '../../../shared/shop';
import { useShopIdentity } from '../../lib/shop-identity';

/** The strip above the header with the seller's two chat phone numbers (the business details). */
export function ContactBanner() {
  const { chatPhones } = useShopIdentity();
  return (
    <aside aria-label="Chat phone numbers" className="bg-primary text-primary-foreground print:hidden">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-3 gap-y-0 px-4 py-0 text-xs font-medium sm:justify-between sm:gap-x-4 sm:py-1 sm:text-sm">
        <p className="hidden sm:block">Chat with us on WhatsApp:</p>
        <ul className="flex flex-wrap items-center justify-center gap-x-3 sm:gap-x-4">
          {chatPhones.map((phone) => (
            <li key={phone}>
              <a
                href={whatsappLink(phone)}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center gap-1.5 font-semibold underline-offset-2 hover:underline focus-visible:outline-primary-foreground"
              >
                <MessageCircle aria-hidden="true" className="size-4" />
                <span className="sr-only">WhatsApp </span>
                {formatPhone(phone)}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
