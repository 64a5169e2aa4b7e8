import { ChevronDown, LayoutDashboard, LogOut, User } from 'lucide-react';
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../lib/session/use-auth';
import { cn } from '../../lib/cn';
import { useOnLocationChange } from '../../lib/use-location-change';

const itemClass =
  'flex min-h-11 w-full items-center gap-2 rounded-md px-3 text-left text-sm font-medium text-foreground hover:bg-accent hover:text-primary-soft';

/**
 * The signed-in user's menu in the header: their name, Admin Dashboard (admins only), My Account and
 * Sign Out. A disclosure button and a list of links, without a menu library (this is on every page).
 */
export function AccountMenu() {
  const { profile, isAdmin, logout } = useAuth();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useOnLocationChange(() => setOpen(false));

  if (!profile) return null;

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  }

  async function signOut() {
    setOpen(false);
    await logout();
  }

  return (
    <div ref={rootRef} className="relative" onBlur={onBlur} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="inline-flex min-h-11 max-w-48 items-center gap-2 rounded-md px-3 text-sm font-semibold text-foreground hover:bg-accent"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <User aria-hidden="true" className="size-5 shrink-0 text-primary-strong" />
        <span className="sr-only">Account menu for </span>
        <span className="truncate">{profile.displayName || profile.email}</span>
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')}
        />
      </button>
      <div id={panelId} className={cn('absolute top-full right-0 z-40 w-60 pt-2', !open && 'hidden')}>
        <ul className="rounded-lg border border-border-strong bg-card p-2 shadow-2xl shadow-overlay/50">
          <li className="border-b border-border px-3 pt-1 pb-2 text-xs break-all text-subtle-foreground">
            {profile.email}
          </li>
          {isAdmin && (
            <li>
              <Link to="/admin" className={itemClass}>
                <LayoutDashboard aria-hidden="true" className="size-4" />
                Admin Dashboard
              </Link>
            </li>
          )}
          <li>
            <Link to="/account" className={itemClass}>
              <User aria-hidden="true" className="size-4" />
              My Account
            </Link>
          </li>
          <li>
            <button type="button" className={itemClass} onClick={() => void signOut()}>
              <LogOut aria-hidden="true" className="size-4" />
              Sign Out
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
