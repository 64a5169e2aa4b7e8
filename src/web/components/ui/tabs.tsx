import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const Tabs = TabsPrimitive.Root;

/**
 * The row of tabs. On a phone the tabs sit two to a row, so every name shows in full at 360 px (no
 * hidden scroll); from the sm width up they form one row.
 */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('grid grid-cols-2 gap-x-1 border-b border-zinc-800 sm:flex', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'min-h-11 shrink-0 border-b-2 border-transparent px-3 text-sm sm:px-4 font-semibold text-zinc-300 hover:text-white data-[state=active]:border-amber-400 data-[state=active]:text-amber-300',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('py-6', className)} {...props} />;
}
