import { useId, type ReactNode } from 'react';
import { cn } from '../../../../lib/cn';

/** A cell's padding in the customer book's tables. */
export const CELL = 'px-3 py-2 text-left align-top';

/**
 * A table named by its caption, in a region that scrolls sideways on a narrow screen (focusable, so a
 * keyboard can scroll it too). `captionHidden` when a heading above already says what it is: the region is
 * then "<caption> table", so it is not a second landmark of the heading's name.
 */
export function TableRegion({
  caption,
  captionHidden = false,
  minWidth = 'min-w-[36rem]',
  head,
  children,
}: {
  caption: string;
  captionHidden?: boolean;
  minWidth?: string;
  head: ReactNode;
  children: ReactNode;
}) {
  const captionId = useId();
  return (
    <div
      role="region"
      aria-labelledby={captionHidden ? undefined : captionId}
      aria-label={captionHidden ? `${caption} table` : undefined}
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table className={cn('w-full text-sm text-foreground-soft', minWidth)}>
        <caption
          id={captionId}
          className={cn(
            captionHidden ? 'sr-only' : 'px-3 pt-2 text-left font-semibold text-foreground-strong',
          )}
        >
          {caption}
        </caption>
        <thead>
          <tr className="border-b border-border text-muted-foreground">{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A column's heading. */
export function Th({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <th scope="col" className={cn(CELL, 'font-semibold whitespace-nowrap', className)}>
      {children}
    </th>
  );
}
