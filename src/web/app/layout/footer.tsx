import { Clock, Mail, MapPin, MessageCircle } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { CATEGORIES } from '../../../shared/categories';
import { formatPhone } from '../../../shared/phone';
import { PAYMENT_NOTICE, whatsappLink } from '../../../shared/shop';
import { useShopIdentity } from '../../lib/shop-identity';
import { Logo } from './logo';
import { NAV_LINKS } from './nav-links';

const linkClass =
  'inline-flex min-h-11 items-center text-muted-foreground hover:text-primary-soft sm:min-h-9';
const headingClass = 'text-sm font-bold tracking-widest text-foreground-strong uppercase';

export function Footer() {
  const { pathname } = useLocation();
  const shop = useShopIdentity();
  return (
    <footer className="mt-16 border-t border-border bg-card print:hidden">
      {pathname === '/checkout' && (
        <p className="bg-primary px-4 py-3 text-center font-semibold text-primary-foreground">
          {PAYMENT_NOTICE}
        </p>
      )}
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo />
          <p className="mt-4 text-sm leading-relaxed text-muted-foreground">
            {shop.name} supplies workshops across Nigeria with premium garage equipment: vehicle lifts, spray
            booths, diagnostic scanners, body shop and lube bay equipment, backed by expert support.
          </p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={headingClass}>
            Quick Links
          </h2>
          <ul className="mt-3">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/cart" className={linkClass}>
                Cart
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-categories">
          <h2 id="footer-categories" className={headingClass}>
            Categories
          </h2>
          <ul className="mt-3">
            {CATEGORIES.map((category) => (
              <li key={category.id}>
                <Link to={`/shop?category=${category.id}`} className={linkClass}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={headingClass}>Contact Us</h2>
          <ul className="mt-3 space-y-2 text-sm text-muted-foreground">
            {shop.chatPhones.map((phone) => (
              <li key={phone}>
                <a
                  href={whatsappLink(phone)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`${linkClass} gap-2`}
                >
                  <MessageCircle aria-hidden="true" className="size-4 text-primary-strong" />
                  <span className="sr-only">WhatsApp </span>
                  {formatPhone(phone)}
                </a>
              </li>
            ))}
            {shop.email && (
              <li>
                <a href={`mailto:${shop.email}`} className={`${linkClass} gap-2`}>
                  <Mail aria-hidden="true" className="size-4 text-primary-strong" />
                  {shop.email}
                </a>
              </li>
            )}
            {shop.address && (
              <li className="flex gap-2 py-2">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-strong" />
                {shop.address}
              </li>
            )}
          </ul>
          <h3 className="mt-6 flex items-center gap-2 text-sm font-bold text-foreground-strong">
            <Clock aria-hidden="true" className="size-4 text-primary-strong" />
            Business Hours
          </h3>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-muted-foreground">
            {shop.hours.map((row, index) => (
              <div key={index} className="contents">
                <dt className="font-medium text-foreground-soft">{row.days}</dt>
                <dd>{row.hours}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-sm text-subtle-foreground">
          &copy; {new Date().getFullYear()} {shop.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
