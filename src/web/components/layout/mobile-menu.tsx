import { Link, NavLink } from 'react-router';
import { CATEGORIES } from '../../../shared/categories';
import { cn } from '../../lib/cn';
import { buttonVariants } from '../ui/button';
import { NAV_LINKS } from './nav-links';

const itemClass = 'flex min-h-11 items-center rounded-md px-3 font-semibold hover:bg-zinc-800';

/** The small-screen menu: nav links, categories, My Account, Sign In and Sign Up. */
export function MobileMenu({ id, open }: { id: string; open: boolean }) {
  return (
    <div id={id} className={cn('border-t border-zinc-800 lg:hidden', !open && 'hidden')}>
      <nav
        aria-label="Mobile"
        className="mx-auto max-h-[calc(100dvh-4rem)] max-w-7xl overflow-y-auto px-4 py-3"
      >
        <ul className="grid gap-1">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.to === '/'}
                className={({ isActive }) => cn(itemClass, isActive ? 'text-amber-400' : 'text-zinc-100')}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink
              to="/account"
              className={({ isActive }) => cn(itemClass, isActive ? 'text-amber-400' : 'text-zinc-100')}
            >
              My Account
            </NavLink>
          </li>
        </ul>
        <p className="mt-4 px-3 text-xs font-semibold tracking-widest text-zinc-400 uppercase">Categories</p>
        <ul className="mt-1 grid grid-cols-1 gap-1 sm:grid-cols-2">
          {CATEGORIES.map((category) => (
            <li key={category.id}>
              <Link
                to={`/shop?category=${category.id}`}
                className={cn(itemClass, 'font-medium text-zinc-200')}
              >
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-4 grid grid-cols-2 gap-3 border-t border-zinc-800 pt-4">
          <Link to="/login" className={buttonVariants({ variant: 'outline' })}>
            Sign In
          </Link>
          <Link to="/signup" className={buttonVariants({ variant: 'primary' })}>
            Sign Up
          </Link>
        </div>
      </nav>
    </div>
  );
}
