import {
  Contact,
  History,
  Inbox,
  LayoutDashboard,
  Package,
  ReceiptText,
  Settings,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../../lib/cn';
import {
  ADMIN_SECTION_LABELS,
  ADMIN_SECTION_PATHS,
  ADMIN_SECTION_PERMISSIONS,
  ADMIN_SECTIONS,
  type AdminSection,
} from '../admin-paths';
import { useStaffAccess } from '../hooks/use-staff-access';

const ICONS = {
  overview: LayoutDashboard,
  products: Package,
  orders: ReceiptText,
  customers: Contact,
  messages: Inbox,
  settings: Settings,
  staff: Users,
  activity: History,
} as const;

/** A number shown on a section's link (orders awaiting confirmation) and what it counts, for screen readers. */
export interface SectionBadge {
  count: number;
  /** '3 orders awaiting confirmation'. */
  description: string;
}

/**
 * Overview, Products, Orders, Customers, Messages, Settings, Staff and Activity: links to the sections the admin's staff
 * level may open, the current one marked. A badge
 * describes its link (aria-describedby) rather than joining its name, which stays the section's.
 */
export function AdminSectionsNav({
  current,
  badges = {},
}: {
  current: AdminSection;
  badges?: Partial<Record<AdminSection, SectionBadge>>;
}) {
  const can = useStaffAccess();
  return (
    <nav aria-label="Admin sections" className="min-w-0">
      {/* Wrapped, never scrolled: at 360 px every section's link shows, none cut at the edge. */}
      <ul className="flex flex-wrap gap-x-1 border-b border-border">
        {ADMIN_SECTIONS.filter((target) => can(ADMIN_SECTION_PERMISSIONS[target])).map((target) => {
          const Icon = ICONS[target];
          const isCurrent = target === current;
          const badge = badges[target];
          const badgeId = `admin-section-${target}-badge`;
          return (
            <li key={target} className="shrink-0">
              <Link
                to={ADMIN_SECTION_PATHS[target]}
                aria-current={isCurrent ? 'page' : undefined}
                aria-describedby={badge ? badgeId : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center gap-2 border-b-2 px-3 text-sm font-semibold sm:px-4',
                  isCurrent
                    ? 'border-primary-strong text-primary-soft'
                    : 'border-transparent text-muted-foreground hover:text-foreground-strong',
                )}
              >
                <Icon aria-hidden="true" className="hidden size-4 sm:block" />
                {ADMIN_SECTION_LABELS[target]}
                {badge && (
                  <span
                    aria-hidden="true"
                    className="min-w-6 rounded-full bg-primary-strong px-1.5 text-center text-xs font-bold text-primary-foreground"
                  >
                    {badge.count}
                  </span>
                )}
              </Link>
              {badge && (
                <span id={badgeId} hidden>
                  {badge.description}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
