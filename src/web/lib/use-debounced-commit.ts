import { useEffect, useRef, useState } from 'react';

/**
 * Local state for a control whose value is committed elsewhere (the URL) after a pause in typing or
 * dragging. An outside change of the value (Clear All, the back button) replaces the draft.
 */
export function useDebouncedCommit<T>(value: T, commit: (value: T) => void, delayMs = 350) {
  const [draft, setDraft] = useState(value);
  const [synced, setSynced] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const commitRef = useRef(commit);

  if (value !== synced) {
    setSynced(value);
    setDraft(value);
  }

  useEffect(() => {
    commitRef.current = commit;
  }, [commit]);

  useEffect(() => () => clearTimeout(timer.current), []);

  function change(next: T) {
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      commitRef.current(next);
    }, delayMs);
  }

  function flush() {
    if (timer.current === undefined) return;
    clearTimeout(timer.current);
    timer.current = undefined;
    commitRef.current(draft);
  }

  return { draft, change, flush };
}
