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
      <h1 className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">My Account</h1>
      <p className="mt-2 text-lg text-zinc-200">
        Welcome, <span className="font-semibold text-amber-300">{profile.displayName}</span>!
      </p>
      <dl className="mt-8 grid gap-4 rounded-xl border border-zinc-800 bg-zinc-900 p-6 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-zinc-400">Email</dt>
          <dd className="mt-1 font-medium break-all text-white">{profile.email}</dd>
        </div>
        <div>
          <dt className="text-sm text-zinc-400">Email status</dt>
          <dd className="mt-1 flex items-center gap-2 font-medium text-white">
            {profile.emailVerified ? (
              <>
                <CheckCircle2 aria-hidden="true" className="size-4 text-emerald-400" /> Verified
              </>
            ) : (
              <>
                <MailWarning aria-hidden="true" className="size-4 text-yellow-300" /> Not verified yet
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
