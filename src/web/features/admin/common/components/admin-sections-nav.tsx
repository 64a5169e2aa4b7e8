import { Inbox, Package, ReceiptText, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../../lib/cn';
import { ADMIN_SECTION_LABELS, ADMIN_SECTION_PATHS, ADMIN_SECTIONS, type AdminSection } from '../admin-paths';

const ICONS = { products: Package, orders: ReceiptText, messages: Inbox, settings: Settings } as const;

/** Products, Orders, Messages and Settings: links to each section's list, the current one marked. */
export function AdminSectionsNav({ current }: { current: AdminSection }) {
  return (
    <nav aria-label="Admin sections" className="min-w-0">
      <ul className="flex gap-1 overflow-x-auto border-b border-zinc-800">
        {ADMIN_SECTIONS.map((target) => {
          const Icon = ICONS[target];
          const isCurrent = target === current;
          return (
            <li key={target} className="shrink-0">
              <Link
                to={ADMIN_SECTION_PATHS[target]}
                aria-current={isCurrent ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center gap-2 border-b-2 px-3 text-sm font-semibold sm:px-4',
                  isCurrent
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
