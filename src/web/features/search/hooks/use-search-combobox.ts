import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { SUGGESTION_MIN_LENGTH } from '../../../../shared/catalogue-options';
import { useOnLocationChange } from '../../../lib/use-location-change';
import { suggestionsQuery } from '../api/suggestions';
import { nextActiveIndex, shopSearchHref, suggestionGroups, type SuggestionOption } from '../search-options';

/** Typing pauses this long before suggestions are asked for, so they show within 150 ms of the last key. */
export const SUGGESTION_DEBOUNCE_MS = 60;

function useDebouncedValue(value: string, delayMs: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * The header search box as a WAI-ARIA combobox with a list of suggestions: typing opens the list (from
 * 2 characters), ArrowDown and ArrowUp move through its options, Enter opens the active option or else
 * the shop with the query, Escape closes the list and then clears the box, and leaving the box closes it.
 */
export function useSearchCombobox(inputRef: RefObject<HTMLInputElement | null>) {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const typed = value.trim();
  const term = useDebouncedValue(typed, SUGGESTION_DEBOUNCE_MS);
  const enabled = term.length >= SUGGESTION_MIN_LENGTH;
  const suggestions = useQuery({ ...suggestionsQuery(term), enabled, placeholderData: keepPreviousData });
  // What is shown belongs to the text in the box: nothing below 2 characters.
  const data = typed.length >= SUGGESTION_MIN_LENGTH && enabled ? suggestions.data : undefined;

  const groups = useMemo(() => (data ? suggestionGroups(data) : []), [data]);
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups]);

  // New suggestions start with no active option (during render: no extra paint).
  const [seen, setSeen] = useState(data);
  if (data !== seen) {
    setSeen(data);
    setActive(-1);
  }

  useOnLocationChange(() => setOpen(false));

  const expanded = open && options.length > 0;
  const activeOption = expanded && active >= 0 ? options[active] : undefined;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function go(href: string) {
    close();
    inputRef.current?.blur();
    void navigate(href);
  }

  function change(next: string) {
    setValue(next);
    setOpen(true);
    setActive(-1);
  }

  function choose(option: SuggestionOption) {
    go(option.href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (options.length === 0) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        if (!open) {
          setOpen(true);
          setActive(step === 1 ? 0 : options.length - 1);
        } else setActive(nextActiveIndex(active, options.length, step));
        return;
      }
      case 'Escape':
        event.preventDefault();
        if (expanded) close();
        else setValue('');
        return;
      default:
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (activeOption) go(activeOption.href);
    else if (typed) go(shopSearchHref(typed));
  }

  return {
    value,
    change,
    onKeyDown,
    onSubmit,
    close,
    choose,
    /** Hovering an option makes it the active one, as the arrow keys would. */
    hover: (index: number) => setActive(index),
    /** Coming back to the box shows the suggestions for what it still holds. */
    open: () => setOpen(true),
    expanded,
    active: activeOption ? active : -1,
    groups,
    count: options.length,
    /** The list was asked for this text and has nothing to offer. */
    empty: open && data !== undefined && options.length === 0,
    correctedQuery: data?.correctedQuery,
  };
}
