import { useWatch } from 'react-hook-form';
import { CATEGORIES, type Category } from '../../../../../shared/categories';
import { FieldError } from '../../../../components/ui/field';
import { cn } from '../../../../lib/cn';
import type { ProductFormApi } from '../hooks/use-product-form';
import { toggleCategory, toggleSubCategory, type ProductFormValues } from '../product-form-model';

const optionBase = 'flex min-h-11 items-center gap-3 rounded-md px-2 text-sm';
const optionClass = cn(
  optionBase,
  'cursor-pointer text-foreground-soft hover:bg-accent has-[:checked]:font-semibold has-[:checked]:text-primary-soft',
);
const disabledOptionClass = cn(optionBase, 'cursor-not-allowed text-subtle-foreground');
const checkboxClass = 'size-5 shrink-0 accent-primary';

/**
 * The 8 main categories as checkboxes (at least one required); a category's sub-categories sit under
 * it and are disabled until it is ticked.
 */
export function CategoryFields({ form }: { form: ProductFormApi }) {
  const [category, subCategory] = useWatch({ control: form.control, name: ['category', 'subCategory'] });
  const values = { category, subCategory };
  const error = form.errors.category?.message;
  return (
    <fieldset
      id="product-category-fieldset"
      tabIndex={-1}
      aria-describedby={cn('product-category-hint', error && 'product-category-error')}
      className="grid gap-2"
    >
      <legend className="mb-1 text-lg font-bold text-foreground-strong">Categories</legend>
      <p id="product-category-hint" className="text-xs text-subtle-foreground">
        Select at least one category. Sub-categories can be chosen once their category is selected.
      </p>
      {error && <FieldError id="product-category-error">{error}</FieldError>}
      <ul className="grid gap-x-4 gap-y-0.5 sm:grid-cols-2">
        {CATEGORIES.map((option) => (
          <CategoryOption key={option.id} category={option} values={values} onChange={form.setCategories} />
        ))}
      </ul>
    </fieldset>
  );
}

type Categories = Pick<ProductFormValues, 'category' | 'subCategory'>;

function CategoryOption({
  category,
  values,
  onChange,
}: {
  category: Category;
  values: Categories;
  onChange: (next: Categories) => void;
}) {
  const selected = values.category.includes(category.id);
  return (
    <li>
      <label className={optionClass}>
        <input
          type="checkbox"
          id={`product-category-${category.id}`}
          name="category"
          value={category.id}
          className={checkboxClass}
          checked={selected}
          onChange={(event) => onChange(toggleCategory(values, category.id, event.target.checked))}
        />
        {category.name}
      </label>
      {category.subCategories.length > 0 && (
        <fieldset
          disabled={!selected}
          className="ml-7 border-l border-border-strong pl-3"
          aria-describedby={`product-subcategories-${category.id}-hint`}
        >
          <legend className="sr-only">{`${category.name} sub-categories`}</legend>
          <p id={`product-subcategories-${category.id}-hint`} className="px-2 text-xs text-subtle-foreground">
            {selected ? `${category.name} sub-categories` : `Select ${category.name} to choose these`}
          </p>
          <ul className="grid gap-0.5">
            {category.subCategories.map((sub) => (
              <li key={sub.id}>
                <label className={selected ? optionClass : disabledOptionClass}>
                  <input
                    type="checkbox"
                    id={`product-subcategory-${sub.id}`}
                    name="subCategory"
                    value={sub.id}
                    className={checkboxClass}
                    disabled={!selected}
                    checked={values.subCategory.includes(sub.id)}
                    onChange={(event) =>
                      onChange({
                        ...values,
                        subCategory: toggleSubCategory(values, sub.id, event.target.checked),
                      })
                    }
                  />
                  {sub.name}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </li>
  );
}
