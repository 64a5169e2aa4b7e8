import { useEffect, useRef, type MouseEvent } from 'react';

/**
 * The browser's own modal <dialog> kept open while `open` is true (focus kept inside, Escape closes, the
 * page behind inert). The props go on the <dialog>: its close (Escape) and a click on its backdrop (the
 * element itself, outside its content) call `onClose`.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return {
    ref,
    onClose,
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      if (event.target === event.currentTarget) onClose();
    },
  };
}
