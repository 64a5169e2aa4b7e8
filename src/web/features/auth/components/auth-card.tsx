import type { ReactNode } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';

/** The frame of the account pages: a centred card with a title, an intro line, the form and a footer. */
export function AuthCard({
  title,
  pageTitle = title,
  intro,
  children,
  footer,
}: {
  title: string;
  pageTitle?: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  usePageTitle(pageTitle);
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-xl border border-border bg-card p-6 shadow-2xl shadow-overlay/40 sm:p-8">
        <h1 className="text-center text-2xl font-extrabold tracking-tight text-foreground-strong sm:text-3xl">
          {title}
        </h1>
        {intro && <div className="mt-2 text-center text-sm text-muted-foreground">{intro}</div>}
        <div className="mt-6">{children}</div>
      </div>
      {footer && <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div>}
    </section>
  );
}
