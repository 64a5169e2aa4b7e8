import { describe, expect, it } from 'vitest';
import type { ProductOption, ProductVariant } from './product';
import {
  chosenVariant,
  defaultVariant,
  optionChoices,
  pricedFrom,
  VALUE_UNAVAILABLE,
  variantBySku,
  withVariant,
} from './variant-choice';

const options: ProductOption[] = [
  { name: 'Capacity', values: ['4 t', '5 t', '6 t'] },
  { name: 'Voltage', values: ['220 V', '380 V'] },
];

function variant(
  sku: string,
  capacity: string,
  voltage: string,
  stockCount: number,
  price = 1_000_000,
): ProductVariant {
  return {
    id: `id-${sku}`,
    sku,
    options: { Capacity: capacity, Voltage: voltage },
    price,
    originalPrice: null,
    stockCount,
    inStock: stockCount > 0,
    installationFee: 50_000,
    lowStockThreshold: 1,
    image: null,
    imagePublicId: null,
    isActive: true,
  };
}

// 4 t in both voltages (220 V sold out), 5 t only in 380 V, 6 t listed but not sold.
const v4a = variant('L-4T-220', '4 t', '220 V', 0);
const v4b = variant('L-4T-380', '4 t', '380 V', 3, 1_100_000);
const v5b = variant('L-5T-380', '5 t', '380 V', 2, 1_400_000);
const variants = [v4a, v4b, v5b];

const values = (choices: ReturnType<typeof optionChoices>, name: string) =>
  choices.find((choice) => choice.name === name)!.values.map((value) => [value.value, value.unavailable]);

describe('the variant a product page opens', () => {
  it('is the first in stock without a choice, else the first, and null without variants', () => {
    expect(defaultVariant(variants)).toBe(v4b);
    expect(defaultVariant([v4a])).toBe(v4a);
    expect(defaultVariant([])).toBeNull();
  });

  it("is the address's SKU, case ignored, even when sold out; an unknown SKU opens the default", () => {
    expect(variantBySku(variants, 'l-5t-380')).toBe(v5b);
    expect(chosenVariant(variants, 'L-4T-220')).toBe(v4a);
    expect(chosenVariant(variants, 'NOPE')).toBe(v4b);
    expect(chosenVariant(variants, null)).toBe(v4b);
  });
});

describe('the option values a shopper can choose', () => {
  it("lists one group per option in the product's order, the chosen variant's values checked", () => {
    const choices = optionChoices(options, variants, v4b);
    expect(choices.map((choice) => choice.name)).toEqual(['Capacity', 'Voltage']);
    expect(
      choices.map((choice) => choice.values.filter((value) => value.checked).map((value) => value.value)),
    ).toEqual([['4 t'], ['380 V']]);
  });

  it('disables a value with no sold variant as "Not available" and one whose variants are sold out as "Out of stock"', () => {
    const choices = optionChoices(options, variants, v4b);
    expect(values(choices, 'Capacity')).toEqual([
      ['4 t', null],
      ['5 t', null],
      ['6 t', VALUE_UNAVAILABLE.notSold],
    ]);
    expect(values(choices, 'Voltage')).toEqual([
      ['220 V', VALUE_UNAVAILABLE.outOfStock],
      ['380 V', null],
    ]);
    // With 5 t chosen, 220 V is not sold with it.
    expect(values(optionChoices(options, variants, v5b), 'Voltage')).toEqual([
      ['220 V', VALUE_UNAVAILABLE.notSold],
      ['380 V', null],
    ]);
  });

  it('opens, for a value, the variant in stock with it that keeps most of the later choices', () => {
    const choices = optionChoices(options, variants, v5b);
    const fourTonnes = choices[0]!.values.find((value) => value.value === '4 t')!;
    expect(fourTonnes.variant).toBe(v4b);
    const fiveTonnes = optionChoices(options, variants, v4b)[0]!.values.find(
      (value) => value.value === '5 t',
    )!;
    expect(fiveTonnes.variant).toBe(v5b);
  });

  it('reaches every variant in stock from the first option down, however sparse the combinations', () => {
    const sparse = [variant('A', '4 t', '220 V', 1), variant('B', '5 t', '380 V', 1)];
    for (const target of sparse) {
      let chosen = sparse[0]!;
      for (const [index, option] of options.entries()) {
        const value = optionChoices(options, sparse, chosen)[index]!.values.find(
          (candidate) => candidate.value === target.options[option.name],
        )!;
        expect(value.unavailable).toBeNull();
        chosen = value.variant!;
      }
      expect(chosen).toBe(target);
    }
  });
});

describe('the product as its variant makes it', () => {
  const product = {
    id: 'lift',
    name: 'Lift',
    price: 1_000_000,
    originalPrice: null,
    stockCount: 5,
    inStock: true,
    installationFee: null,
    image: '/media/main/800.webp',
    imagePublicId: 'main',
    images: ['main', 'side', 'plate'],
    options,
  };

  it("takes the variant's price, stock, installation fee and the variant an order line copies", () => {
    const shown = withVariant(product, { ...v5b, originalPrice: 1_600_000 });
    expect(shown).toMatchObject({
      price: 1_400_000,
      originalPrice: 1_600_000,
      stockCount: 2,
      inStock: true,
      installationFee: 50_000,
      imagePublicId: 'main',
      images: ['main', 'side', 'plate'],
      variant: {
        id: 'id-L-5T-380',
        sku: 'L-5T-380',
        options: [
          { name: 'Capacity', value: '5 t' },
          { name: 'Voltage', value: '380 V' },
        ],
      },
    });
  });

  it("shows the variant's picture first, else the product's main picture", () => {
    const shown = withVariant(product, { ...v5b, imagePublicId: 'plate', image: '/media/plate/800.webp' });
    expect(shown.imagePublicId).toBe('plate');
    expect(shown.image).toBe('/media/plate/800.webp');
    expect(shown.images).toEqual(['plate', 'main', 'side']);
  });
});

describe('"From" prices on lists', () => {
  it('are shown when the sold variants do not all cost the same', () => {
    expect(pricedFrom({ variants })).toBe(true);
    expect(pricedFrom({ variants: [v4a, { ...v4b, price: v4a.price }] })).toBe(false);
    expect(pricedFrom({ variants: [] })).toBe(false);
  });
});
