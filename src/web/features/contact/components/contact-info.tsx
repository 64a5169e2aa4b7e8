import { Clock, Mail, MapPin, MessageCircle, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatPhone } from '../../../../shared/phone';
import { whatsappLink } from '../../../../shared/shop';
import { useShopIdentity } from '../../../lib/shop-identity';

function InfoCard({ title, Icon, children }: { title: string; Icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="rounded-xl border border-border bg-card p-5">
      <span className="flex size-11 items-center justify-center rounded-lg bg-primary/15 text-primary-strong">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <h2 className="mt-3 font-semibold text-foreground-strong">{title}</h2>
      <div className="mt-1 text-sm text-muted-foreground">{children}</div>
    </li>
  );
}

const linkClass = 'inline-flex min-h-11 items-center hover:text-primary-soft sm:min-h-8';

/** The seller's numbers, email, address and hours (the business details); a card without a value is left out. */
export function ContactInfo() {
  const shop = useShopIdentity();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
      {shop.chatPhones.length > 0 && (
        <InfoCard title="Chat on WhatsApp" Icon={MessageCircle}>
          {shop.chatPhones.map((phone) => (
            <p key={phone}>
              <a href={whatsappLink(phone)} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {formatPhone(phone)}
              </a>
            </p>
          ))}
        </InfoCard>
      )}
      {shop.email && (
        <InfoCard title="Email" Icon={Mail}>
          <a href={`mailto:${shop.email}`} className={linkClass}>
            {shop.email}
          </a>
        </InfoCard>
      )}
      {shop.address && (
        <InfoCard title="Visit Us" Icon={MapPin}>
          <p>{shop.address}</p>
        </InfoCard>
      )}
      {shop.hours.length > 0 && (
        <InfoCard title="Business Hours" Icon={Clock}>
          {shop.hours.map((row, index) => (
            <p key={index}>
              {row.days}: {row.hours}
            </p>
          ))}
        </InfoCard>
      )}
    </ul>
  );
}
