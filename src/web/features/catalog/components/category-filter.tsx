import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { CATEGORIES, type Category } from '../../../../shared/categories';
import { cn } from '../../../lib/cn';

interface CategoryFilterProps {
  category: string | null;
  subCategory: string | null;
  onChange: (category: string | null, subCategory: string | null) => void;
}

const optionClass =
  'flex min-h-11 flex-1 cursor-pointer items-center gap-3 rounded-md px-2 text-sm text-foreground-soft hover:bg-accent has-[:checked]:font-semibold has-[:checked]:text-primary-soft';
const radioClass = 'size-4 accent-primary';

/** Category radio list; a category with sub-categories expands to show them as radios too. */
export function CategoryFilter({ category, subCategory, onChange }: CategoryFilterProps) {
  // Its own group: the sidebar's and the phone sheet's lists are both on the page.
  const group = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-foreground-strong">Category</legend>
      <ul className="grid gap-0.5">
        <li className="flex">
          <label className={optionClass}>
            <input
              type="radio"
              name={group}
              className={radioClass}
              checked={category === null}
              onChange={() => onChange(null, null)}
            />
            All Categories
          </label>
        </li>
        {CATEGORIES.map((item) => (
          <CategoryOption
            key={item.id}
            group={group}
            category={item}
            selected={category === item.id}
            subCategory={category === item.id ? subCategory : null}
            onChange={onChange}
          />
        ))}
      </ul>
    </fieldset>
  );
}

function CategoryOption({
  group,
  category,
  selected,
  subCategory,
  onChange,
}: {
  group: string;
  category: Category;
  selected: boolean;
  subCategory: string | null;
  onChange: CategoryFilterProps['onChange'];
}) {
  // null: follow the selection (open while this category is chosen); otherwise the user's choice.
  const [expanded, setExpanded] = useState<boolean | null>(null);
  const hasSubs = category.subCategories.length > 0;
  const open = hasSubs && (subCategory !== null || (expanded ?? selected));
  const listId = `${group}-subcategories-${category.id}`;
  return (
    <li>
      <div className="flex items-center">
        <label className={optionClass}>
          <input
            type="radio"
            name={group}
            className={radioClass}
            checked={selected && subCategory === null}
            onChange={() => {
              onChange(category.id, null);
              if (hasSubs) setExpanded(true);
            }}
          />
          {category.name}
        </label>
        {hasSubs && (
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground-strong"
            aria-expanded={open}
            aria-controls={listId}
            aria-label={`${category.name} sub-categories`}
            onClick={() => setExpanded(!open)}
          >
            <ChevronDown
              aria-hidden="true"
              className={cn('size-4 transition-transform', open && 'rotate-180')}
            />
          </button>
        )}
      </div>
      {hasSubs && (
        <ul
          id={listId}
          className={cn('ml-6 grid gap-0.5 border-l border-border-strong pl-2', !open && 'hidden')}
        >
          {category.subCategories.map((sub) => (
            <li key={sub.id} className="flex">
              <label className={optionClass}>
                <input
                  type="radio"
                  name={group}
                  className={radioClass}
                  checked={subCategory === sub.id}
                  onChange={() => onChange(category.id, sub.id)}
                />
                {sub.name}
              </label>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
