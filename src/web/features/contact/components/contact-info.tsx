import { Clock, Mail, MapPin, MessageCircle, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { SHOP, whatsappLink } from '../../../../shared/shop';

function InfoCard({ title, Icon, children }: { title: string; Icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="rounded-xl border border-zinc-800 bg-zinc-900 p-5">
      <span className="flex size-11 items-center justify-center rounded-lg bg-amber-500/15 text-amber-400">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <h2 className="mt-3 font-semibold text-white">{title}</h2>
      <div className="mt-1 text-sm text-zinc-300">{children}</div>
    </li>
  );
}

const linkClass = 'inline-flex min-h-11 items-center hover:text-amber-300 sm:min-h-8';

export function ContactInfo() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
      <InfoCard title="Chat on WhatsApp" Icon={MessageCircle}>
        {SHOP.chatPhones.map((phone) => (
          <p key={phone}>
            <a href={whatsappLink(phone)} target="_blank" rel="noopener noreferrer" className={linkClass}>
              {phone}
            </a>
          </p>
        ))}
      </InfoCard>
      <InfoCard title="Email" Icon={Mail}>
        <a href={`mailto:${SHOP.email}`} className={linkClass}>
          {SHOP.email}
        </a>
      </InfoCard>
      <InfoCard title="Visit Us" Icon={MapPin}>
        <p>{SHOP.address}</p>
      </InfoCard>
      <InfoCard title="Business Hours" Icon={Clock}>
        {SHOP.businessHours.map((row) => (
          <p key={row.days}>
            {row.days}: {row.hours}
          </p>
        ))}
      </InfoCard>
    </ul>
  );
}
