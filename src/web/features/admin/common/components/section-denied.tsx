import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { AUTH_MESSAGES } from '../../../../../shared/auth';
import { STAFF_MESSAGES } from '../../../../../shared/staff';
import { buttonVariants } from '../../../../components/ui/button';
import { usePageTitle } from '../../../../lib/use-page-title';

/** A section the admin's staff level may not open: why, and the way back to the Overview. */
export function SectionDenied() {
  usePageTitle(`${AUTH_MESSAGES.accessDeniedTitle} - Admin`);
  return (
    <section className="flex flex-col items-start gap-4 rounded-xl border border-border bg-card p-6">
      <ShieldAlert aria-hidden="true" className="size-10 text-destructive-400" />
      <div role="alert">
        <h2 className="text-2xl font-bold text-foreground-strong">{AUTH_MESSAGES.accessDeniedTitle}</h2>
        <p className="mt-2 text-muted-foreground">{STAFF_MESSAGES.forbidden}</p>
      </div>
      <Link to="/admin/overview" className={buttonVariants({ variant: 'outline' })}>
        Go to the Overview
      </Link>
    </section>
  );
}
