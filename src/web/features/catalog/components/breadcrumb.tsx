import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';

export interface Crumb {
  label: string;
  to?: string;
}

/**
 * The trail to the page. On a phone the current page's crumb (the product's name, the heading just
 * below) is left out, so the name, the price and the ways to ask fit the first screen.
 */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-subtle-foreground">
        {items.map((item, index) => (
          <Fragment key={`${item.label}-${index}`}>
            {index > 0 && (
              <li aria-hidden="true" className={cn(!item.to && 'hidden sm:block')}>
                <ChevronRight className="size-4" />
              </li>
            )}
            <li className={cn('min-w-0', !item.to && 'hidden sm:block')}>
              {item.to ? (
                <Link
                  to={item.to}
                  className="inline-flex min-h-11 items-center hover:text-primary-soft sm:min-h-0"
                >
                  {item.label}
                </Link>
              ) : (
                <span aria-current="page" className="line-clamp-1 text-foreground-soft">
                  {item.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
