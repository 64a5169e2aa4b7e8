import { Award, Handshake, ShieldCheck, Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { useShopIdentity } from '../lib/shop-identity';
import { buttonVariants } from '../components/ui/button';
import { usePageTitle } from '../lib/use-page-title';

const STATS = [
  { value: '10,000+', label: 'Happy Customers' },
  { value: '20+', label: 'Years Experience' },
  { value: '500K+', label: 'Products Sold' },
  { value: '30+', label: 'States Served' },
] as const;

const VALUES = [
  { title: 'Quality First', text: 'We only stock equipment we would put in our own workshop.', Icon: Award },
  {
    title: 'Genuine Products',
    text: 'Sourced from authorised manufacturers, with full warranties.',
    Icon: ShieldCheck,
  },
  {
    title: 'Expert Support',
    text: 'Installation, training and after-sales service by technicians.',
    Icon: Wrench,
  },
  {
    title: 'Lasting Partnerships',
    text: 'Many of our customers have equipped their bays with us for years.',
    Icon: Handshake,
  },
] as const;

export function AboutPage() {
  usePageTitle('About Us');
  const { name } = useShopIdentity();
  return (
    <>
      <section className="border-b border-border bg-gradient-to-br from-primary-deep/20 to-background to-70%">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
          <p className="text-sm font-semibold tracking-widest text-primary-strong uppercase">About {name}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-foreground-strong sm:text-5xl">
            Equipping Nigeria's workshops for over 20 years
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-muted-foreground">
            From a single tool counter in Lagos to a supplier trusted by garages, body shops and dealerships
            across the country, we have one goal: give every mechanic the equipment to do excellent work.
          </p>
        </div>
      </section>
      <section aria-label="Our numbers" className="mx-auto max-w-7xl px-4 py-12">
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {STATS.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse rounded-xl border border-border bg-card p-6 text-center"
            >
              <dt className="mt-1 text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="text-3xl font-extrabold text-primary-strong sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section
        aria-labelledby="about-story"
        className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-2"
      >
        <div>
          <h2 id="about-story" className="text-2xl font-bold text-foreground-strong sm:text-3xl">
            Our Story
          </h2>
          <p className="mt-4 text-muted-foreground">
            We started by importing hand tools for a handful of mechanics. As Nigerian workshops grew, so did
            their needs: vehicle lifts, spray booths, wheel service equipment and modern diagnostic scanners.
          </p>
          <p className="mt-4 text-muted-foreground">
            Today we supply complete workshop set-ups, train technicians on the equipment we sell, and stay on
            call long after delivery.
          </p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {VALUES.map(({ title, text, Icon }) => (
            <li key={title} className="rounded-xl border border-border bg-card p-5">
              <Icon aria-hidden="true" className="size-7 text-primary-strong" />
              <h3 className="mt-3 font-semibold text-foreground-strong">{title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-12 text-center">
        <h2 className="text-2xl font-bold text-foreground-strong">Ready to upgrade your workshop?</h2>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/shop" className={buttonVariants({ size: 'lg' })}>
            Browse Products
          </Link>
          <Link to="/contact" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            Contact Us
          </Link>
        </div>
      </section>
    </>
  );
}
