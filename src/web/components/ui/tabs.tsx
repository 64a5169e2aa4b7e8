import {
  createContext,
  useContext,
  useId,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cn } from '../../lib/cn';
import { useHydrated } from '../../lib/hydration';

/**
 * Tabs after the WAI-ARIA tabs pattern (automatic activation: the arrow keys, Home and End move to a tab
 * and show it). Written here rather than taken from Radix: the product page is the storefront's only user,
 * and Radix's tabs cost it ~7 KB of JavaScript on a phone's data.
 */
interface TabsState {
  value: string;
  select: (value: string) => void;
  idOf: (part: 'tab' | 'panel', value: string) => string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('Tabs parts must be inside <Tabs>');
  return state;
}

export function Tabs({
  defaultValue,
  className,
  children,
}: {
  defaultValue: string;
  className?: string;
  children: ReactNode;
}) {
  const [value, select] = useState(defaultValue);
  const base = useId();
  const idOf = (part: 'tab' | 'panel', tab: string) => `${base}-${part}-${tab}`;
  return (
    <TabsContext.Provider value={{ value, select, idOf }}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
}

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const step = KEY_STEPS[event.key];
  if (!step) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (index < 0) return;
  event.preventDefault();
  const next = tabs[step(index, tabs.length)];
  next?.focus();
  next?.click();
}

/**
 * The row of tabs. On a phone the tabs sit two to a row, so every name shows in full at 360 px (no
 * hidden scroll); from the sm width up they form one row.
 */
export function TabsList({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      onKeyDown={moveFocus}
      className={cn('grid grid-cols-2 gap-x-1 border-b border-border sm:flex', className)}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  ...props
}: Omit<ComponentProps<'button'>, 'value'> & { value: string }) {
  const tabs = useTabs();
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idOf('tab', value)}
      aria-selected={active}
      aria-controls={tabs.idOf('panel', value)}
      tabIndex={active ? 0 : -1}
      data-state={active ? 'active' : 'inactive'}
      onClick={() => tabs.select(value)}
      className={cn(
        'min-h-11 shrink-0 border-b-2 border-transparent px-3 text-sm sm:px-4 font-semibold text-muted-foreground hover:text-foreground-strong data-[state=active]:border-primary-strong data-[state=active]:text-primary-soft',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({
  value,
  className,
  ...props
}: Omit<ComponentProps<'div'>, 'value'> & { value: string }) {
  const tabs = useTabs();
  const hydrated = useHydrated();
  const active = tabs.value === value;
  // A page the server drew carries every panel, for a browser without scripts (the others are hidden
  // once scripts run, and dropped after hydration).
  if (!active && hydrated) return null;
  return (
    <div
      role="tabpanel"
      id={tabs.idOf('panel', value)}
      aria-labelledby={tabs.idOf('tab', value)}
      tabIndex={0}
      className={cn('py-6', !active && 'no-script', className)}
      {...props}
    />
  );
}
