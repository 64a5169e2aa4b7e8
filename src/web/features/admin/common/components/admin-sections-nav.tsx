import { Inbox, Package, ReceiptText } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { ADMIN_SECTION_LABELS, ADMIN_SECTIONS, type AdminSection } from '../admin-sections-url';
import { useAdminSection } from '../hooks/use-admin-section';

const ICONS = { products: Package, orders: ReceiptText, messages: Inbox } as const;

/** Products, Orders and Messages: links (the section is in the URL), the current one marked. */
export function AdminSectionsNav() {
  const { section, linkTo } = useAdminSection();
  return (
    <nav aria-label="Admin sections">
      <ul className="flex gap-1 overflow-x-auto border-b border-zinc-800">
        {ADMIN_SECTIONS.map((target: AdminSection) => {
          const Icon = ICONS[target];
          const current = target === section;
          return (
            <li key={target} className="shrink-0">
              <Link
                to={linkTo(target)}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center gap-2 border-b-2 px-3 text-sm font-semibold sm:px-4',
                  current
                    ? 'border-amber-400 text-amber-300'
                    : 'border-transparent text-zinc-300 hover:text-white',
                )}
              >
                <Icon aria-hidden="true" className="hidden size-4 sm:block" />
                {ADMIN_SECTION_LABELS[target]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
