import { CheckCircle2, LogOut, MailWarning } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '../components/ui/button';
import { useAuth } from '../lib/session/use-auth';
import { AccountOrders } from '../features/orders/components/account-orders';
import { usePageTitle } from '../lib/use-page-title';

/** /account (signed-in users only): the welcome, the total number of orders and the three latest. */
export function AccountPage() {
  const { profile, isAdmin, logout } = useAuth();
  usePageTitle('My Account');
  if (!profile) return null;

  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-extrabold tracking-tight text-foreground-strong sm:text-4xl">
        My Account
      </h1>
      <p className="mt-2 text-lg text-foreground-soft">
        Welcome, <span className="font-semibold text-primary-soft">{profile.displayName}</span>!
      </p>
      <dl className="mt-8 grid gap-4 rounded-xl border border-border bg-card p-6 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-subtle-foreground">Email</dt>
          <dd className="mt-1 font-medium break-all text-foreground-strong">{profile.email}</dd>
        </div>
        <div>
          <dt className="text-sm text-subtle-foreground">Email status</dt>
          <dd className="mt-1 flex items-center gap-2 font-medium text-foreground-strong">
            {profile.emailVerified ? (
              <>
                <CheckCircle2 aria-hidden="true" className="size-4 text-success-400" /> Verified
              </>
            ) : (
              <>
                <MailWarning aria-hidden="true" className="size-4 text-warning-300" /> Not verified yet
              </>
            )}
          </dd>
        </div>
      </dl>
      <AccountOrders />
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/shop" className={buttonVariants()}>
          Continue Shopping
        </Link>
        {isAdmin && (
          <Link to="/admin" className={buttonVariants({ variant: 'outline' })}>
            Admin Dashboard
          </Link>
        )}
        <Button variant="ghost" onClick={() => void logout()}>
          <LogOut aria-hidden="true" />
          Sign Out
        </Button>
      </div>
    </section>
  );
}
