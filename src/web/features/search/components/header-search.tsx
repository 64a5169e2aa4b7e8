import { Search } from 'lucide-react';
import { useEffect, useId, useRef, type FocusEvent } from 'react';
import { imageUrl } from '../../../../shared/images';
import { formatNaira } from '../../../../shared/money';
import { cn } from '../../../lib/cn';
import { useHydrated } from '../../../lib/hydration';
import { useSearchCombobox } from '../hooks/use-search-combobox';
import type { SuggestionOption } from '../search-options';

const optionClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 text-sm text-foreground aria-selected:bg-muted aria-selected:text-primary-soft aria-selected:outline-2 aria-selected:outline-ring';

function OptionBody({ option }: { option: SuggestionOption }) {
  if (option.kind === 'product') {
    const { product } = option;
    return (
      <>
        <img
          src={product.imagePublicId ? imageUrl(product.imagePublicId, 320) : product.image}
          alt=""
          width={48}
          height={36}
          loading="lazy"
          decoding="async"
          className="h-9 w-12 shrink-0 rounded bg-muted object-cover"
        />
        <span className="min-w-0 flex-1">
          <span className="line-clamp-2 font-medium">{product.name}</span>
          <span className="block font-semibold text-muted-foreground">{formatNaira(product.price)}</span>
        </span>
      </>
    );
  }
  if (option.kind === 'category') {
    return (
      <span className="min-w-0">
        <span className="font-medium">{option.name}</span>
        {option.parentName && <span className="text-subtle-foreground"> in {option.parentName}</span>}
      </span>
    );
  }
  return <span className="min-w-0 font-medium">{option.name}</span>;
}

/**
 * The search box of the header, on every page: suggestions (products with picture, name and price,
 * categories and brands) as a WAI-ARIA combobox; Enter with no chosen option opens the shop's results.
 */
export function HeaderSearch({ className }: { className?: string }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const combobox = useSearchCombobox(inputRef);
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const activeId = combobox.active >= 0 ? optionId(combobox.active) : undefined;
  // Until the app runs, a plain search box in a form that opens the shop (a browser without scripts).
  const hydrated = useHydrated();
  const comboboxProps = hydrated
    ? ({
        role: 'combobox',
        'aria-autocomplete': 'list',
        'aria-expanded': combobox.expanded,
        'aria-controls': listboxId,
        'aria-activedescendant': activeId,
      } as const)
    : {};

  // The active option stays in sight as the arrow keys move through a list taller than the screen.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  function onBlur(event: FocusEvent<HTMLFormElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) combobox.close();
  }

  return (
    <form
      role="search"
      aria-label="Site search"
      method="get"
      action="/shop"
      className={cn('relative', className)}
      onSubmit={combobox.onSubmit}
      onBlur={onBlur}
    >
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-subtle-foreground"
      />
      <input
        ref={inputRef}
        type={hydrated ? 'text' : 'search'}
        name="q"
        inputMode="search"
        enterKeyHint="search"
        aria-label="Search the shop"
        {...comboboxProps}
        value={combobox.value}
        onChange={(event) => combobox.change(event.target.value)}
        onKeyDown={combobox.onKeyDown}
        onFocus={combobox.open}
        placeholder="Search lifts, scanners, brands..."
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        className="min-h-11 w-full rounded-md border border-input bg-card py-2 pr-3 pl-9 text-base text-foreground placeholder:text-subtle-foreground focus-visible:border-primary-strong"
      />
      <p role="status" className="sr-only">
        {combobox.expanded
          ? `${combobox.count} ${combobox.count === 1 ? 'suggestion' : 'suggestions'}`
          : combobox.empty
            ? 'No suggestions'
            : ''}
      </p>
      <div
        className={cn(
          'absolute top-full right-0 left-0 z-40 mt-1 lg:max-h-[calc(100dvh-10rem)] lg:overflow-y-auto rounded-lg border border-border-strong bg-card p-2 shadow-2xl shadow-overlay/50 xl:left-auto xl:w-[26rem]',
          !combobox.expanded && !combobox.empty && 'hidden',
        )}
      >
        {combobox.correctedQuery && combobox.expanded && (
          <p className="px-2 pb-2 text-sm text-muted-foreground">
            Showing results for “
            <span className="font-semibold text-foreground-strong">{combobox.correctedQuery}</span>”
          </p>
        )}
        {combobox.empty && (
          <p className="px-2 py-2 text-sm text-muted-foreground">
            No suggestions. Press Enter to search the shop.
          </p>
        )}
        <div
          id={listboxId}
          role="listbox"
          aria-label="Search suggestions"
          className={cn(!combobox.expanded && 'hidden')}
        >
          {combobox.groups.map((group) => (
            <div key={group.kind} role="group" aria-label={group.label} className="py-1">
              <div
                aria-hidden="true"
                className="px-2 pb-1 text-xs font-semibold tracking-widest text-subtle-foreground uppercase"
              >
                {group.label}
              </div>
              {group.options.map((option, offset) => {
                const position = group.start + offset;
                return (
                  <div
                    key={option.key}
                    id={optionId(position)}
                    role="option"
                    aria-selected={combobox.active === position}
                    className={optionClass}
                    // The box keeps the focus: a click chooses without blurring it first.
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => combobox.hover(position)}
                    onClick={() => combobox.choose(option)}
                  >
                    <OptionBody option={option} />
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </form>
  );
}
