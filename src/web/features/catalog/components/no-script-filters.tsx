import { SlidersHorizontal } from 'lucide-react';
import { CATEGORIES } from '../../../../shared/categories';
import { buttonVariants } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { keptShopParams, shopHref, type ShopFilters } from '../shop-filters';

const linkClass = 'flex min-h-11 items-center rounded-md px-2 text-sm text-foreground-soft hover:bg-accent';

/**
 * The filters for a browser that runs no script (hidden once scripts run: class no-script): a disclosure
 * that opens by itself, with a search form that keeps the category and the categories as links.
 */
export function NoScriptFilters({ filters }: { filters: ShopFilters }) {
  const current = (category: string | null, subCategory: string | null) =>
    filters.category === category && filters.subCategory === subCategory ? 'page' : undefined;
  return (
    <details className="no-script w-full">
      <summary
        aria-label="Show Filters"
        className={cn(buttonVariants({ variant: 'outline' }), 'cursor-pointer')}
      >
        <SlidersHorizontal aria-hidden="true" />
        Filters
      </summary>
      <div className="mt-3 space-y-4 rounded-xl border border-border bg-card p-4">
        <form
          role="search"
          aria-label="Search the products"
          method="get"
          action="/shop"
          className="flex gap-2"
        >
          {keptShopParams(filters, ['q', 'sort']).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <Input
            type="search"
            name="q"
            defaultValue={filters.q}
            aria-label="Search products"
            placeholder="Search products..."
            maxLength={200}
          />
          <button type="submit" className={buttonVariants({ variant: 'outline' })}>
            Search
          </button>
        </form>
        <nav aria-label="Categories">
          <ul className="grid gap-0.5 sm:grid-cols-2">
            <li>
              <a
                href={shopHref(filters, { category: null, subCategory: null })}
                aria-current={current(null, null)}
                className={linkClass}
              >
                All Categories
              </a>
            </li>
            {CATEGORIES.map((category) => (
              <li key={category.id}>
                <a
                  href={shopHref(filters, { category: category.id, subCategory: null })}
                  aria-current={current(category.id, null)}
                  className={linkClass}
                >
                  {category.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </details>
  );
}
