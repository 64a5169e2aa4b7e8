import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { cn } from '../../lib/cn';
import { useOnLocationChange } from '../../lib/use-location-change';
import { useAuth } from '../../lib/session/use-auth';
import { withRedirect } from '../../features/auth/account-links';
import { useOrigin } from '../../features/auth/hooks/use-origin';
import { buttonVariants } from '../../components/ui/button';
import { HeaderSearch } from '../../features/search/components/header-search';
import { CartLink } from './cart-link';
import { CategoriesMenu } from './categories-menu';
import { ContactBanner } from './contact-banner';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NAV_LINKS } from './nav-links';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold hover:text-primary-soft',
    isActive ? 'text-primary-strong' : 'text-foreground-soft',
  );

// Only signed-in shoppers need the menu's code: visitors never download it.
const AccountMenu = lazy(() => import('./account-menu').then((module) => ({ default: module.AccountMenu })));

/** Sign In and Sign Up for visitors, the account menu when signed in; nothing while the session loads. */
function HeaderAccount() {
  const { status } = useAuth();
  const origin = useOrigin();
  if (status === 'loading') return null;
  if (status === 'signed-in') {
    return (
      <Suspense fallback={null}>
        <AccountMenu />
      </Suspense>
    );
  }
  return (
    <>
      <Link to={withRedirect('/login', origin)} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
        Sign In
      </Link>
      <Link
        to={withRedirect('/signup', origin)}
        className={buttonVariants({ variant: 'primary', size: 'sm' })}
      >
        Sign Up
      </Link>
    </>
  );
}

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  useOnLocationChange(() => setMenuOpen(false));

  return (
    <>
      <ContactBanner />
      <header className="relative z-30 lg:sticky lg:top-0 border-b border-border bg-background/95 backdrop-blur print:hidden">
        {/* One row from xl; below it the search box takes a second row of its own, always in sight. On a
            phone the header scrolls away with the page (a sticky one would take a sixth of the screen). */}
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 px-4 xl:flex-nowrap">
          <div className="flex h-16 max-w-[calc(100%-7rem)] min-w-0 items-center">
            <Logo />
          </div>
          <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
            {NAV_LINKS.map((link) => (
              <NavLink key={link.to} to={link.to} end={link.to === '/'} className={navLinkClass}>
                {link.label}
              </NavLink>
            ))}
            <CategoriesMenu />
          </nav>
          <HeaderSearch className="order-last w-full pb-3 xl:order-none xl:max-w-md xl:min-w-40 xl:flex-1 xl:pb-0" />
          <div className="ml-auto flex h-16 items-center gap-2 xl:ml-0">
            <CartLink />
            <div className="hidden min-w-40 items-center justify-end gap-2 lg:flex">
              <HeaderAccount />
            </div>
            {/* Without scripts the menu is a disclosure, which opens by itself; its list drops below the header. */}
            <details className="no-script lg:hidden">
              <summary
                aria-label="Menu"
                className="inline-flex size-11 cursor-pointer items-center justify-center rounded-md text-foreground hover:bg-accent"
              >
                <Menu aria-hidden="true" className="size-6" />
              </summary>
              <MobileMenu
                className="absolute inset-x-0 top-full border-b bg-background"
                open
                withAccount={false}
              />
            </details>
            <button
              type="button"
              className="script-only inline-flex size-11 items-center justify-center rounded-md text-foreground hover:bg-accent lg:hidden"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? (
                <X aria-hidden="true" className="size-6" />
              ) : (
                <Menu aria-hidden="true" className="size-6" />
              )}
            </button>
          </div>
        </div>
        <MobileMenu id="mobile-menu" className="script-only" open={menuOpen} />
      </header>
    </>
  );
}
