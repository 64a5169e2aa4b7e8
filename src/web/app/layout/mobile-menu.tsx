import { Link, NavLink } from 'react-router';
import { useAuth } from '../../lib/session/use-auth';
import { CATEGORIES } from '../../../shared/categories';
import { cn } from '../../lib/cn';
import { withRedirect } from '../../features/auth/account-links';
import { useOrigin } from '../../features/auth/hooks/use-origin';
import { buttonVariants } from '../../components/ui/button';
import { NAV_LINKS } from './nav-links';

const itemClass = 'flex min-h-11 items-center rounded-md px-3 font-semibold hover:bg-accent';

/** Sign In and Sign Up for visitors; who is signed in and Sign Out otherwise. */
function MobileAccount() {
  const { status, profile, logout } = useAuth();
  const origin = useOrigin();
  if (status === 'loading') return null;
  if (profile) {
    return (
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
        <p className="min-w-0 px-3 text-sm text-muted-foreground">
          Signed in as{' '}
          <span className="font-semibold break-all text-foreground-strong">{profile.displayName}</span>
        </p>
        <button
          type="button"
          className={buttonVariants({ variant: 'outline' })}
          onClick={() => void logout()}
        >
          Sign Out
        </button>
      </div>
    );
  }
  return (
    <div className="mt-4 grid grid-cols-2 gap-3 border-t border-border pt-4">
      <Link to={withRedirect('/login', origin)} className={buttonVariants({ variant: 'outline' })}>
        Sign In
      </Link>
      <Link to={withRedirect('/signup', origin)} className={buttonVariants({ variant: 'primary' })}>
        Sign Up
      </Link>
    </div>
  );
}

const navItemClass = ({ isActive }: { isActive: boolean }) =>
  cn(itemClass, isActive ? 'text-primary-strong' : 'text-foreground');

/** Admin Dashboard, for admins: its own component, so the session arriving redraws it, not the menu. */
function MobileAdminLink() {
  const { isAdmin } = useAuth();
  if (!isAdmin) return null;
  return (
    <li>
      <NavLink to="/admin" className={navItemClass}>
        Admin Dashboard
      </NavLink>
    </li>
  );
}

/** The small-screen menu: nav links, My Account (and Admin Dashboard for admins), categories, account. */
export function MobileMenu({
  id,
  open,
  className,
  withAccount = true,
}: {
  id?: string;
  open: boolean;
  className?: string;
  /** Sign In and Sign Up, or who is signed in (left out of the menu for a browser without scripts). */
  withAccount?: boolean;
}) {
  return (
    <div id={id} className={cn('border-t border-border lg:hidden', !open && 'hidden', className)}>
      <nav
        aria-label="Mobile"
        className="mx-auto max-h-[calc(100dvh-4rem)] max-w-7xl overflow-y-auto px-4 py-3"
      >
        <ul className="grid gap-1">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to === '/'} className={navItemClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
          <MobileAdminLink />
          <li>
            <NavLink to="/account" className={navItemClass}>
              My Account
            </NavLink>
          </li>
        </ul>
        <p className="mt-4 px-3 text-xs font-semibold tracking-widest text-subtle-foreground uppercase">
          Categories
        </p>
        <ul className="mt-1 grid grid-cols-1 gap-1 sm:grid-cols-2">
          {CATEGORIES.map((category) => (
            <li key={category.id}>
              <Link
                to={`/shop?category=${category.id}`}
                className={cn(itemClass, 'font-medium text-foreground-soft')}
              >
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
        {withAccount && <MobileAccount />}
      </nav>
    </div>
  );
}
