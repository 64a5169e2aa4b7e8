import { useEffect, useRef } from 'react';

/**
 * Keeps keyboard focus sensible in a list of repeated rows: a new row's first input gets focus, and
 * after a removal the row now at that place (or the last one) does. `rows` changes with every change
 * of the list (react-hook-form's `fields`).
 */
export function useRowFocus(rows: readonly unknown[], inputId: (index: number) => string) {
  const pending = useRef<number | null>(null);
  const idOf = useRef(inputId);

  useEffect(() => {
    idOf.current = inputId;
  }, [inputId]);

  useEffect(() => {
    if (pending.current === null) return;
    const index = Math.min(pending.current, rows.length - 1);
    pending.current = null;
    if (index >= 0) document.getElementById(idOf.current(index))?.focus();
  }, [rows]);

  return {
    /** Call before adding a row. */
    focusAdded: () => {
      pending.current = rows.length;
    },
    /** Call before removing the row at this index. */
    focusAfterRemoving: (index: number) => {
      pending.current = index;
    },
  };
}
