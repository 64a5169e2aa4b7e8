import { describe, expect, it } from 'vitest';
import { VARIANT_MESSAGES } from '../../../../shared/product-variants';
import type { Product, ProductInput } from '../../../../shared/product';
import {
  combinations,
  emptyVariantRow,
  formOptions,
  generateVariants,
  optionProblems,
  optionValues,
  productToVariantForm,
  setForAll,
  toVariantInputs,
  variantChangedFields,
  variantProblems,
  VARIANT_FORM_MESSAGES,
  withVariants,
  type VariantFormRow,
} from './variant-form-model';

const OPTIONS = [
  { name: 'Capacity', values: ['4 t', '5 t'] },
  { name: 'Voltage', values: ['220 V', '380 V'] },
];

const row = (capacity: string, voltage: string, fields: Partial<VariantFormRow> = {}): VariantFormRow => ({
  ...emptyVariantRow({ Capacity: capacity, Voltage: voltage }),
  ...fields,
});

describe('options as typed', () => {
  it('reads values separated by commas, trimmed, without blanks or repeats', () => {
    expect(optionValues(' 4 t, 5 t,, 4 T ,')).toEqual(['4 t', '5 t']);
    expect(
      formOptions([
        { name: ' Capacity ', values: '4 t, 5 t' },
        { name: '', values: '' },
      ]),
    ).toEqual([{ name: 'Capacity', values: ['4 t', '5 t'] }]);
  });

  it('names a missing name, missing values and a name used twice, at their field', () => {
    expect(
      optionProblems([
        { name: '', values: '4 t' },
        { name: 'Voltage', values: ' , ' },
        { name: 'voltage', values: '1' },
      ]),
    ).toEqual({
      'options.0.name': VARIANT_FORM_MESSAGES.optionName,
      'options.1.values': VARIANT_FORM_MESSAGES.optionValues,
      'options.2.name': VARIANT_FORM_MESSAGES.sameName,
    });
    const many = Array.from({ length: 21 }, (_, index) => `${index}`).join(',');
    expect(optionProblems([{ name: 'Size', values: many }])).toEqual({
      'options.0.values': VARIANT_FORM_MESSAGES.tooManyValues,
    });
  });
});

describe('Generate variants', () => {
  it('makes every combination, the first option changing slowest', () => {
    expect(combinations(OPTIONS)).toEqual([
      { Capacity: '4 t', Voltage: '220 V' },
      { Capacity: '4 t', Voltage: '380 V' },
      { Capacity: '5 t', Voltage: '220 V' },
      { Capacity: '5 t', Voltage: '380 V' },
    ]);
    expect(combinations([])).toEqual([]);
  });

  it('keeps the rows already there by their options and drops those whose combination is gone', () => {
    const typed = row('5 t', '380 V', { sku: 'TLT-5T-380', price: '2,900,000' });
    const gone = row('6 t', '380 V', { sku: 'OLD' });
    const rows = generateVariants(OPTIONS, [gone, typed]);
    expect(rows).toHaveLength(4);
    expect(rows[3]).toBe(typed);
    expect(rows.map((entry) => entry.sku)).toEqual(['4T-220V', '4T-380V', '5T-220V', 'TLT-5T-380']);
    expect(rows[0]).toEqual(row('4 t', '220 V', { sku: '4T-220V' }));
  });

  it('starts a new row with a SKU made of the product name and its values', () => {
    const rows = generateVariants(OPTIONS, [], 'Two-post lift (Launch) TLT240');
    expect(rows.map((entry) => entry.sku)).toEqual([
      'TWO-POST-LIFT-LAUNCH-4T-220V',
      'TWO-POST-LIFT-LAUNCH-4T-380V',
      'TWO-POST-LIFT-LAUNCH-5T-220V',
      'TWO-POST-LIFT-LAUNCH-5T-380V',
    ]);
  });
});

describe('Set for all', () => {
  it('puts the same price or stock in every row and leaves the rest', () => {
    const rows = [row('4 t', '220 V', { price: '1', stockCount: '3' }), row('5 t', '380 V')];
    expect(setForAll(rows, 'price', '2,500,000').map((entry) => [entry.price, entry.stockCount])).toEqual([
      ['2,500,000', '3'],
      ['2,500,000', '0'],
    ]);
    expect(setForAll(rows, 'stockCount', '7').map((entry) => entry.stockCount)).toEqual(['7', '7']);
  });
});

describe('the body the API takes', () => {
  const rows = [
    row('4 t', '220 V', { sku: ' TLT-4T ', price: '2,400,000', originalPrice: '2,600,000', stockCount: '3' }),
    row('5 t', '380 V', {
      sku: 'TLT-5T',
      price: '2900000',
      stockCount: '2',
      installationFee: '150,000',
      image: 'pic-2',
    }),
    row('5 t', '220 V', { sku: 'TLT-5T-220', price: '1,000,000', stockCount: '9', isActive: false }),
  ];

  it('reads money with separators and sends blanks as null', () => {
    expect(toVariantInputs(rows)[0]).toEqual({
      sku: 'TLT-4T',
      options: { Capacity: '4 t', Voltage: '220 V' },
      price: 2_400_000,
      originalPrice: 2_600_000,
      stockCount: 3,
      installationFee: null,
      image: null,
      isActive: true,
    });
  });

  it("adds options, variants and their summary to the product's body; a simple product's is unchanged", () => {
    const input = { name: 'Lift', images: ['pic-1'] } as ProductInput;
    expect(withVariants(input, [], [])).toBe(input);
    const body = withVariants(
      input,
      [
        { name: 'Capacity', values: '4 t, 5 t' },
        { name: 'Voltage', values: '220 V, 380 V' },
      ],
      rows,
    );
    expect(body.options).toEqual(OPTIONS);
    // The inactive variant's lower price does not count; stock sums the active ones.
    expect(body).toMatchObject({
      price: 2_400_000,
      originalPrice: 2_600_000,
      stockCount: 5,
      installationFee: 150_000,
    });
    // A picture the product no longer has: the variant shows the main one.
    expect(body.variants![1]!.image).toBeNull();
  });

  it('reads a saved product back into the rows it was made from', () => {
    const product = {
      options: OPTIONS,
      variants: [
        {
          id: 'v1',
          sku: 'TLT-5T',
          options: { Capacity: '5 t', Voltage: '380 V' },
          price: 2_900_000,
          originalPrice: null,
          stockCount: 2,
          inStock: true,
          installationFee: 150_000,
          lowStockThreshold: 2,
          image: null,
          imagePublicId: 'pic-2',
          isActive: false,
        },
      ],
    } satisfies Pick<Product, 'options' | 'variants'>;
    expect(productToVariantForm(product)).toEqual({
      options: [
        { name: 'Capacity', values: '4 t, 5 t' },
        { name: 'Voltage', values: '220 V, 380 V' },
      ],
      variants: [
        row('5 t', '380 V', {
          sku: 'TLT-5T',
          price: '2,900,000',
          stockCount: '2',
          installationFee: '150,000',
          image: 'pic-2',
          isActive: false,
        }),
      ],
    });
    expect(productToVariantForm(null)).toEqual({ options: [], variants: [] });
  });

  it("never sends the summary's fields of a product with variants, and options: [] when all were removed", () => {
    const original = { options: OPTIONS } as ProductInput;
    expect(variantChangedFields(original, { price: 1, stockCount: 2, variants: [] }, true)).toEqual({
      variants: [],
    });
    expect(variantChangedFields(original, { name: 'Lift' }, false)).toEqual({ name: 'Lift', options: [] });
    expect(variantChangedFields({} as ProductInput, { price: 1 }, false)).toEqual({ price: 1 });
  });
  it('leaves out the stock of a variant the admin did not change, so the server keeps its count', () => {
    const opened = { sku: 'L-4T', options: { Capacity: '4 t' }, price: 100, stockCount: 3 };
    const original = { variants: [opened] } as Partial<ProductInput> as ProductInput;
    const changes = variantChangedFields(
      original,
      {
        variants: [
          { ...opened, sku: 'l-4t', price: 90 },
          { sku: 'L-5T', options: { Capacity: '5 t' }, price: 120, stockCount: 3 },
        ],
      },
      true,
    );
    expect(changes.variants).toEqual([
      { sku: 'l-4t', options: { Capacity: '4 t' }, price: 90 },
      { sku: 'L-5T', options: { Capacity: '5 t' }, price: 120, stockCount: 3 },
    ]);
    const restocked = variantChangedFields(original, { variants: [{ ...opened, stockCount: 5 }] }, true);
    expect(restocked.variants).toEqual([{ ...opened, stockCount: 5 }]);
  });
});

describe('the check before saving', () => {
  it('names each wrong cell by the field the server uses', () => {
    const problems = variantProblems(OPTIONS, [
      row('4 t', '220 V', { sku: '', price: '', stockCount: '1.5' }),
      row('5 t', '380 V', { sku: 'bad sku', price: 'abc', originalPrice: '-1' }),
    ]);
    expect(problems).toEqual({
      'variants.0.sku': VARIANT_FORM_MESSAGES.sku,
      'variants.0.price': VARIANT_FORM_MESSAGES.price,
      'variants.0.stockCount': VARIANT_FORM_MESSAGES.stock,
      'variants.1.sku': VARIANT_FORM_MESSAGES.skuPattern,
      'variants.1.price': VARIANT_FORM_MESSAGES.number,
      'variants.1.originalPrice': VARIANT_FORM_MESSAGES.number,
    });
  });

  it("reuses the server's rules: a SKU twice (ignoring case), options without variants", () => {
    const rows = [
      row('4 t', '220 V', { sku: 'TLT-1', price: '1' }),
      row('5 t', '380 V', { sku: 'tlt-1', price: '1' }),
    ];
    expect(variantProblems(OPTIONS, rows)).toEqual({ 'variants.1.sku': VARIANT_MESSAGES.skuTwice('tlt-1') });
    expect(variantProblems(OPTIONS, [])).toEqual({ variants: VARIANT_MESSAGES.noVariants });
  });
});
