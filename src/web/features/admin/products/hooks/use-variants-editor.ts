import { useState } from 'react';
import { MAX_PRODUCT_OPTIONS, MAX_PRODUCT_VARIANTS, type Product } from '../../../../../shared/product';
import { fieldIssues } from '../../common/field-issues';
import {
  emptyOptionRow,
  formOptions,
  generateVariants,
  optionProblems,
  productToVariantForm,
  setForAll,
  variantProblems,
  VARIANT_FORM_MESSAGES,
  type OptionFormRow,
  type VariantFormRow,
} from '../variant-form-model';

type VariantField = Exclude<keyof VariantFormRow, 'options'>;

/** The "Set for all" boxes' values, before they are applied. */
interface ForAll {
  price: string;
  stockCount: string;
}

/**
 * The "Options and variants" section's state: the options as typed, the variant rows, the "Set for all"
 * boxes and the messages by field (`options.N.values`, `variants.N.sku`), from the check before saving
 * or from the server's 400/409. Any edit of a field removes its message.
 */
export function useVariantsEditor(product: Product | null) {
  const [start] = useState(() => productToVariantForm(product));
  const [optionRows, setOptionRows] = useState<OptionFormRow[]>(start.options);
  const [rows, setRows] = useState<VariantFormRow[]>(start.variants);
  const [forAll, setForAllValues] = useState<ForAll>({ price: '', stockCount: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const clear = (...fields: string[]) =>
    setErrors((current) => {
      if (!fields.some((field) => field in current)) return current;
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });

  const options = formOptions(optionRows);

  return {
    optionRows,
    rows,
    options,
    errors,
    forAll,
    canAddOption: optionRows.length < MAX_PRODUCT_OPTIONS,
    addOption: () => setOptionRows((current) => [...current, emptyOptionRow()]),
    removeOption: (index: number) => {
      setOptionRows((current) => current.filter((_, at) => at !== index));
      setErrors({});
    },
    setOption: (index: number, field: keyof OptionFormRow, value: string) => {
      setOptionRows((current) => current.map((row, at) => (at === index ? { ...row, [field]: value } : row)));
      clear(`options.${index}.${field}`, 'options');
    },
    /** Every combination of the options; rows already there keep what was typed, by their options. */
    generate: (productName: string) => {
      const problems = optionProblems(optionRows);
      const next = generateVariants(options, rows, productName);
      if (Object.keys(problems).length === 0 && next.length > MAX_PRODUCT_VARIANTS)
        problems.options = VARIANT_FORM_MESSAGES.tooManyVariants;
      setErrors(problems);
      if (Object.keys(problems).length === 0) setRows(next);
    },
    /** Removes a variant that is not sold (its row and the messages of the rows). */
    removeRow: (index: number) => {
      setRows((current) => current.filter((_, at) => at !== index));
      setErrors({});
    },
    setRow: (index: number, field: VariantField, value: string | boolean) => {
      setRows((current) => current.map((row, at) => (at === index ? { ...row, [field]: value } : row)));
      clear(`variants.${index}.${field}`, 'variants');
    },
    setForAllValue: (field: keyof ForAll, value: string) =>
      setForAllValues((current) => ({ ...current, [field]: value })),
    applyForAll: (field: keyof ForAll) => {
      setRows((current) => setForAll(current, field, forAll[field]));
      setErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([key]) => !key.endsWith(`.${field}`))),
      );
    },
    /** Checks the section before saving: true when it may be sent (the messages show otherwise). */
    check: (): boolean => {
      if (options.length === 0 && rows.length === 0) {
        setErrors({});
        return true;
      }
      const problems = { ...optionProblems(optionRows), ...variantProblems(options, rows) };
      setErrors(problems);
      return Object.keys(problems).length === 0;
    },
    /** The server's messages of a refused save that name the options or a variant, at their row. */
    showServerErrors: (error: unknown) => {
      const issues = fieldIssues(error).filter(
        ({ field }) => field === 'options' || field.startsWith('options.') || field.startsWith('variants'),
      );
      if (issues.length > 0)
        setErrors(Object.fromEntries(issues.map(({ field, message }) => [field, message])));
    },
  };
}

export type VariantsEditor = ReturnType<typeof useVariantsEditor>;
