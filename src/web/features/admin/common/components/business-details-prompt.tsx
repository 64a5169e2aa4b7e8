import { useQuery } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { businessDetailsQuery } from '../api/business-details';
import { useStaffAccess } from '../hooks/use-staff-access';

/**
 * "Add your business details", for the owner of a shop whose details were never saved: until then the
 * storefront shows SELLER_WHATSAPP alone, and proformas say "Bank details on request". `link` leads to
 * Settings (the Overview's prompt is a link); on Settings itself the form is right below.
 */
export function BusinessDetailsPrompt({ link = true }: { link?: boolean }) {
  const can = useStaffAccess();
  const owner = can('settings.manage');
  const details = useQuery({ ...businessDetailsQuery(), enabled: owner });
  if (!owner || !details.data || details.data.updatedAt !== null) return null;
  return (
    <aside
      aria-labelledby="business-details-prompt"
      className="flex flex-wrap items-center gap-4 rounded-xl border border-primary/60 bg-primary-surface/40 p-4 text-primary-softest"
    >
      <Building2 aria-hidden="true" className="size-6 shrink-0 text-primary-strong" />
      <div className="min-w-0 flex-1">
        <h3 id="business-details-prompt" className="font-semibold text-foreground-strong">
          {link ? (
            <Link
              to="/admin/settings"
              className="inline-flex min-h-11 items-center text-primary-soft underline underline-offset-4 hover:text-primary-softer"
            >
              Add your business details
            </Link>
          ) : (
            'Add your business details'
          )}
        </h3>
        <p className="mt-1 text-sm">
          Shoppers see your shop's name, WhatsApp numbers, email, address and hours from them, and proformas
          say "Bank details on request" until you add your bank account.
        </p>
      </div>
    </aside>
  );
}
