import {
  CUSTOMER_TAG_LABELS,
  CUSTOMER_TAGS,
  customerTagSchema,
  customerTagsSchema,
} from '../../../../shared/customers';

/** A tag's name on the desk: the offered tags capitalised, the shop's own words as written. */
export function customerTagLabel(tag: string): string {
  return (CUSTOMER_TAG_LABELS as Record<string, string>)[tag] ?? tag;
}

/** The tags to tick: the offered ones first, then the shop's own words this customer has or was given. */
export function tagChoices(own: readonly string[]): string[] {
  return [...new Set<string>([...CUSTOMER_TAGS, ...own])];
}

/** The tag filter's choices: every tag, the offered ones first, then the others seen (and the one chosen). */
export function tagFilterOptions(seen: readonly string[], current: string) {
  const extra = [...seen, ...(current === 'all' ? [] : [current])].filter(
    (tag) => !(CUSTOMER_TAGS as readonly string[]).includes(tag),
  );
  return [
    { value: 'all', label: 'All tags' },
    ...[...CUSTOMER_TAGS, ...[...new Set(extra)].sort()].map((tag) => ({
      value: tag,
      label: customerTagLabel(tag),
    })),
  ];
}

export const TAG_EMPTY = 'Write the tag first.';

export type TagAdded = { tag: string } | { error: string };

/** A tag typed into "Add a tag": trimmed and lower-cased as the server keeps it, or why it cannot be. */
export function readNewTag(text: string): TagAdded {
  if (text.trim() === '') return { error: TAG_EMPTY };
  const parsed = customerTagSchema.safeParse(text);
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? TAG_EMPTY };
  return { tag: parsed.data };
}

/** The ticked tags in the order shown, or why they cannot be saved (at most 10). */
export function tagsToSave(choices: readonly string[], ticked: ReadonlySet<string>) {
  const tags = choices.filter((tag) => ticked.has(tag));
  const parsed = customerTagsSchema.safeParse({ tags });
  return parsed.success
    ? { tags: parsed.data.tags, error: null }
    : { tags, error: parsed.error.issues[0]?.message ?? 'These tags cannot be saved.' };
}
