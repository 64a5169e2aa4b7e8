import type { ReactNode } from 'react';

/** The customer page's heading (its name). */
export const CUSTOMER_TITLE_ID = 'admin-customer-title';

/** A box of the customer's page with its heading. */
export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="grid min-w-0 gap-3 rounded-xl border border-border bg-card p-4 sm:p-6"
    >
      <h3 id={id} className="text-lg font-semibold text-foreground-strong">
        {title}
      </h3>
      {children}
    </section>
  );
}
