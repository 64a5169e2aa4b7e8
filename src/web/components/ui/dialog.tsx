import { X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useModalDialog } from '../../lib/use-modal-dialog';

/**
 * A modal dialog on the browser's own <dialog> (focus kept inside, Escape closes, the page behind is
 * inert), with no library: a title, a description and the actions.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  children?: ReactNode;
}) {
  const dialogProps = useModalDialog(open, () => onOpenChange(false));
  const titleId = useId();
  const descriptionId = useId();

  return (
    <dialog
      {...dialogProps}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl border border-border-strong bg-popover p-0 text-popover-foreground shadow-2xl backdrop:bg-overlay/70"
    >
      <div className="relative p-6">
        <button
          type="button"
          aria-label="Close"
          onClick={() => onOpenChange(false)}
          className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground-strong"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
        <h2 id={titleId} className="pr-10 text-xl font-bold text-foreground-strong">
          {title}
        </h2>
        <div id={descriptionId} className="mt-2 text-sm text-muted-foreground">
          {description}
        </div>
        {children && (
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{children}</div>
        )}
      </div>
    </dialog>
  );
}
