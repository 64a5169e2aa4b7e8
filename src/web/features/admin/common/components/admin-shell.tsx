import type { ReactNode } from 'react';
import type { AdminSection } from '../admin-paths';
import { AdminSectionsNav, type SectionBadge } from './admin-sections-nav';

const SECTION_INTROS: Record<AdminSection, string> = {
  overview: 'How the shop is doing: orders, the WhatsApp funnel, revenue, best sellers and low stock.',
  products: "Add, edit, delete and restore the shop's products.",
  orders: "Confirm, track and annotate customers' orders.",
  customers: 'Every customer: their orders, machines, tags and notes, and a tap to chat or call.',
  messages: 'Read and handle the messages sent through the contact form.',
  settings: 'The business details printed on documents and mails, and the delivery fee to each state.',
  staff: 'Who runs the shop with you, and what each of them may do.',
  activity: 'Who did what and when: products, prices, stock, orders, settings and staff.',
};

/**
 * The dashboard around every admin page: its heading, what the current section is for, the section's
 * tools (the product list's Add Product and Sync Products, the Overview's quick actions), the sections'
 * links, then the page.
 */
export function AdminShell({
  section,
  tools,
  badges,
  children,
}: {
  section: AdminSection;
  tools?: ReactNode;
  /** Numbers on the sections' links. */
  badges?: Partial<Record<AdminSection, SectionBadge>>;
  children: ReactNode;
}) {
  return (
    // grid-cols-1 (minmax(0, 1fr)): a page with a long unbroken line (an address that truncates) cannot widen
    // the column past a phone's screen.
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 py-8 sm:py-12">
      {/* min-w-0: on a narrow screen the sections' links wrap instead of widening the page. */}
      <div className="grid min-w-0 gap-6">
        <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-3xl font-extrabold tracking-tight text-foreground-strong sm:text-4xl">
              Admin Dashboard
            </h1>
            <p className="mt-2 text-muted-foreground">{SECTION_INTROS[section]}</p>
          </div>
          {tools && <div className="flex flex-col gap-3 sm:flex-row">{tools}</div>}
        </header>
        <AdminSectionsNav current={section} badges={badges} />
      </div>
      {children}
    </div>
  );
}
