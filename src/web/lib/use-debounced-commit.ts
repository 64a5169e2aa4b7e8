import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Local state for a control whose value is committed elsewhere (the URL) after a pause in typing or
 * dragging. An outside change of the value (the back button, Clear All) replaces the draft and drops a
 * commit still pending for it. A reset that leaves the value as it was (Clear All before the first commit)
 * remounts the control with a new `key`, which drops the pending commit too.
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

  // After an outside change, before any timer can fire: the pending commit belonged to the old draft.
  useLayoutEffect(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, [synced]);

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
