/** A list's filters: each one a text (a search, or one of a set of values). */
export type Filters<F> = { [K in keyof F]: string };

/**
 * A list's filters live in the search of its address, so a reload and the Back button keep them. A
 * filter at its default (an empty search, `all`) is left out.
 */
export function withFilters<F extends Filters<F>>(
  params: URLSearchParams,
  change: Partial<F>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(change) as [string, string | undefined][]) {
    if (value === undefined) continue;
    if (value.trim() === '' || value === 'all') next.delete(name);
    else next.set(name, value);
  }
  return next;
}

/** One of `values` from the search, or `fallback` when it is missing or unknown. */
export function oneOf<T extends string>(
  params: URLSearchParams,
  name: string,
  values: readonly T[],
  fallback: T,
): T {
  const value = params.get(name);
  return values.find((known) => known === value) ?? fallback;
}
