import { Headset, ShieldCheck, Star, Truck, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { CATEGORIES } from '../../../../shared/categories';
import { Button } from '../../../components/ui/button';
import { CategoryIcon } from './category-icon';

export function SectionHeading({ id, title, text }: { id: string; title: string; text?: string }) {
  return (
    <div className="mb-8 max-w-2xl">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-foreground-strong sm:text-3xl">
        {title}
      </h2>
      {text && <p className="mt-2 text-muted-foreground">{text}</p>}
    </div>
  );
}

export function CategoryGrid() {
  return (
    <section aria-labelledby="home-categories" className="mx-auto max-w-7xl px-4 py-16">
      <SectionHeading
        id="home-categories"
        title="Shop by Category"
        text="Everything a modern workshop needs."
      />
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {CATEGORIES.map((category) => (
          <li key={category.id}>
            <Link
              to={`/shop?category=${category.id}`}
              className="flex h-full flex-col gap-3 rounded-xl border border-border bg-card p-5 transition-colors hover:border-primary"
            >
              <span className="flex size-12 items-center justify-center rounded-lg bg-primary/15 text-primary-strong">
                <CategoryIcon icon={category.icon} className="size-6" />
              </span>
              <span className="text-lg font-semibold text-foreground-strong">{category.name}</span>
              <span className="text-sm text-muted-foreground">{category.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

const TESTIMONIALS = [
  {
    quote:
      'The two-post lift arrived in Lagos on schedule and their technician had it running the same day. Solid equipment.',
    name: 'Chinedu Okafor',
    role: 'Owner, Okafor Auto Works, Lagos',
  },
  {
    quote:
      'Our spray booth paid for itself within months. Customers notice the finish and the support team answers on WhatsApp fast.',
    name: 'Aisha Bello',
    role: 'Manager, Prestige Body Shop, Abuja',
  },
  {
    quote:
      'The Thinkcar scanner cut our diagnosis time in half. Genuine tools at fair prices, and they know their products.',
    name: 'Emeka Nwosu',
    role: 'Lead Technician, Port Harcourt',
  },
] as const;

export function Testimonials() {
  return (
    <section aria-labelledby="home-testimonials" className="bg-card/60 py-16">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="home-testimonials" title="What Our Customers Say" />
        <ul className="grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((item) => (
            <li key={item.name}>
              <figure className="flex h-full flex-col rounded-xl border border-border bg-background p-6">
                <div className="flex gap-0.5" role="img" aria-label="Rated 5 out of 5">
                  {[1, 2, 3, 4, 5].map((star) => (
                    <Star
                      key={star}
                      aria-hidden="true"
                      className="size-4 fill-primary-strong text-primary-strong"
                    />
                  ))}
                </div>
                <blockquote className="mt-4 flex-1 text-foreground-soft">“{item.quote}”</blockquote>
                <figcaption className="mt-6">
                  <span className="block font-semibold text-foreground-strong">{item.name}</span>
                  <span className="text-sm text-subtle-foreground">{item.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const BENEFITS: { title: string; text: string; Icon: LucideIcon }[] = [
  { title: 'Nationwide Delivery', text: 'To all 36 states and the FCT', Icon: Truck },
  { title: 'Genuine Warranty', text: '1-3 year manufacturer warranties', Icon: ShieldCheck },
  { title: 'Expert Support', text: 'Installation and training help', Icon: Headset },
  { title: 'Trusted Brands', text: 'Equipment chosen by professionals', Icon: Star },
];

export function BenefitsStrip() {
  return (
    <section aria-label="Why shop with us" className="border-y border-border bg-card">
      <ul className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-8 sm:grid-cols-2 lg:grid-cols-4">
        {BENEFITS.map(({ title, text, Icon }) => (
          <li key={title} className="flex items-center gap-4">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <span>
              <span className="block font-semibold text-foreground-strong">{title}</span>
              <span className="text-sm text-muted-foreground">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Newsletter() {
  return (
    <section aria-labelledby="home-newsletter" className="mx-auto max-w-7xl px-4 py-16">
      <div className="rounded-2xl bg-gradient-to-r from-primary to-primary-strong px-6 py-10 text-primary-foreground sm:px-12">
        <h2 id="home-newsletter" className="text-2xl font-bold sm:text-3xl">
          Stay in the Loop
        </h2>
        <p className="mt-2 max-w-xl">
          New arrivals, workshop tips and exclusive offers, straight to your inbox.
        </p>
        <div className="mt-6 flex max-w-lg flex-col gap-3 sm:flex-row">
          <label htmlFor="newsletter-email" className="sr-only">
            Email address
          </label>
          <input
            id="newsletter-email"
            type="email"
            autoComplete="email"
            placeholder="Enter your email"
            className="min-h-11 w-full rounded-md border border-primary-foreground/30 bg-paper px-3 py-2 text-base text-primary-foreground placeholder:text-paper-muted-foreground focus-visible:outline-primary-foreground"
          />
          <Button variant="secondary" className="focus-visible:outline-primary-foreground">
            Subscribe
          </Button>
        </div>
      </div>
    </section>
  );
}
