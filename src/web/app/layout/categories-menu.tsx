import { ChevronDown } from 'lucide-react';
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { CATEGORIES } from '../../../shared/categories';
import { cn } from '../../lib/cn';
import { useOnLocationChange } from '../../lib/use-location-change';

/** Categories dropdown: opens on hover and on keyboard focus; each entry links to /shop?category={id}. */
export function CategoriesMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useOnLocationChange(() => setOpen(false));

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  }

  // The chosen link must not keep focus inside a panel that hides, or focus would reopen it.
  function closeAfterChoice(event: MouseEvent<HTMLAnchorElement>) {
    event.currentTarget.blur();
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  }

  return (
    <div
      ref={rootRef}
      className="relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <button
        ref={buttonRef}
        type="button"
        className="inline-flex min-h-11 items-center gap-1 rounded-md px-3 text-sm font-semibold text-foreground-soft hover:text-primary-soft"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(true)}
      >
        Categories
        <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <div id={panelId} className={cn('absolute top-full left-0 z-40 w-72 pt-2', !open && 'hidden')}>
        <ul className="rounded-lg border border-border-strong bg-card p-2 shadow-2xl shadow-overlay/50">
          {CATEGORIES.map((category) => (
            <li key={category.id}>
              <Link
                to={`/shop?category=${category.id}`}
                onClick={closeAfterChoice}
                className="flex min-h-11 flex-col justify-center rounded-md px-3 py-2 hover:bg-accent"
              >
                <span className="text-sm font-semibold text-foreground">{category.name}</span>
                <span className="text-xs text-subtle-foreground">{category.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
