import { customerTagLabel } from '../customer-tags-model';

/** A customer's tags as small pills (nothing when there are none). */
export function CustomerTagList({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Tags">
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full border border-border-strong px-2 py-0.5 text-xs whitespace-nowrap text-foreground-soft"
        >
          {customerTagLabel(tag)}
        </li>
      ))}
    </ul>
  );
}
