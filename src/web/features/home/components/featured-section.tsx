import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { SectionHeading } from './home-sections';

/** The home page's "Featured Products" section; the page places the catalogue's grid inside. */
export function FeaturedSection({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="home-featured" className="mx-auto max-w-7xl px-4 py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SectionHeading
          id="home-featured"
          title="Featured Products"
          text="Hand-picked equipment trusted by workshops across Nigeria."
        />
        <Link to="/shop" className={`${buttonVariants({ variant: 'outline' })} mb-8`}>
          View All Products
        </Link>
      </div>
      {children}
    </section>
  );
}
