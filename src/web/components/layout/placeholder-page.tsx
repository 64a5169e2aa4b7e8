import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';
import { buttonVariants } from '../ui/button';

/** A screen whose real content arrives with a later issue (accounts, checkout, admin). */
export function PlaceholderPage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-extrabold tracking-tight text-white">{title}</h1>
      <div className="mt-4 text-zinc-300">{children}</div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/shop" className={buttonVariants()}>
          Continue Shopping
        </Link>
        <Link to="/" className={buttonVariants({ variant: 'outline' })}>
          Back to Home
        </Link>
      </div>
    </section>
  );
}
