import { describe, expect, it } from 'vitest';
import { productFixture } from '../../../test/product-fixture';
import {
  changedFields,
  atLeastOneRow,
  canSave,
  emptyProductForm,
  keptSpecifications,
  parseNumberField,
  productToFormValues,
  specRow,
  textRow,
  toggleCategory,
  toggleSubCategory,
  toProductInput,
  type ProductFormValues,
} from './product-form-model';

const product = productFixture({
  price: 1_250_000.5,
  category: ['garagetools', 'diagnostictools'],
  subCategory: ['xtool'],
  priority: 2,
  featured: true,
  features: ['4 tonnes', 'Safety locks'],
  specifications: { Capacity: '4 t', Height: '1.9 m' },
  videos: ['https://youtu.be/dQw4w9WgXcQ'],
});

const filled = (change: Partial<ProductFormValues> = {}): ProductFormValues => ({
  ...emptyProductForm(),
  name: ' Lift ',
  brand: 'Brand',
  price: '1500.25',
  stockCount: '4',
  description: ' Strong ',
  category: ['garagetools'],
  images: [{ publicId: 'abc123', url: '/media/abc123/800.webp' }],
  ...change,
});

const values = (rows: { value: string }[]) => rows.map((row) => row.value);

describe('product form values', () => {
  it('starts empty with one feature, one specification and one video row', () => {
    const form = emptyProductForm();
    expect(form.name).toBe('');
    expect(form.category).toEqual([]);
    expect(values(form.features)).toEqual(['']);
    expect(form.specifications.map(({ name, value }) => [name, value])).toEqual([['', '']]);
    expect(values(form.videos)).toEqual(['']);
    expect(form.images).toEqual([]);
  });

  it('fills the edit form from a product', () => {
    const form = productToFormValues(product);
    expect(form).toMatchObject({
      name: 'Two-post lift',
      brand: 'LiftCo',
      // Naira as the shop writes it, thousands separated (the form reads it back with or without them).
      price: '1,250,000.50',
      originalPrice: '',
      stockCount: '3',
      priority: '2',
      featured: true,
      category: ['garagetools', 'diagnostictools'],
      subCategory: ['xtool'],
      images: [{ publicId: 'abc123', url: '/media/abc123/800.webp' }],
    });
    expect(values(form.features)).toEqual(['4 tonnes', 'Safety locks']);
    expect(form.specifications.map(({ name, value }) => [name, value])).toEqual([
      ['Capacity', '4 t'],
      ['Height', '1.9 m'],
    ]);
    expect(values(form.videos)).toEqual(['https://youtu.be/dQw4w9WgXcQ']);
  });

  it('keeps one empty row for a product without features, specifications or videos', () => {
    const form = productToFormValues({ ...product, features: [], specifications: {}, videos: [] });
    expect(values(form.features)).toEqual(['']);
    expect(form.specifications).toHaveLength(1);
    expect(values(form.videos)).toEqual(['']);
  });
});

describe('toProductInput', () => {
  it('trims text, parses numbers and sends the uploaded image', () => {
    const input = toProductInput(filled());
    expect(input).toMatchObject({
      name: 'Lift',
      brand: 'Brand',
      price: 1500.25,
      stockCount: 4,
      description: 'Strong',
      category: ['garagetools'],
      subCategory: [],
      images: ['abc123'],
      featured: false,
    });
  });

  it('sends empty optional numbers as null and empty required ones as NaN', () => {
    const input = toProductInput(filled({ originalPrice: ' ', priority: '', price: '', stockCount: '' }));
    expect(input.originalPrice).toBeNull();
    expect(input.priority).toBeNull();
    expect(input.price).toBeNaN();
    expect(input.stockCount).toBeNaN();
  });

  it('drops blank features and videos and incomplete specification rows', () => {
    const input = toProductInput(
      filled({
        features: [textRow(' Strong '), textRow('  '), textRow('')],
        specifications: [specRow('Capacity', ' 4 t '), specRow('Height', ''), specRow('', '2 m'), specRow()],
        videos: [textRow(''), textRow(' https://youtu.be/dQw4w9WgXcQ ')],
      }),
    );
    expect(input.features).toEqual(['Strong']);
    expect(input.specifications).toEqual({ Capacity: '4 t' });
    expect(input.videos).toEqual(['https://youtu.be/dQw4w9WgXcQ']);
  });

  it('sends an empty list of pictures without an upload (the schema refuses it)', () => {
    const input = toProductInput(filled({ images: [] }));
    expect(input.images).toEqual([]);
    expect(input).not.toHaveProperty('imagePublicId');
    expect(input).not.toHaveProperty('image');
  });

  it('keeps the last value of a repeated specification name', () => {
    expect(keptSpecifications([specRow('Size', '1'), specRow(' Size ', '2')])).toEqual({ Size: '2' });
  });
});

describe('parseNumberField', () => {
  it('reads numbers, treats blank as none and flags text', () => {
    expect(parseNumberField('12.50')).toBe(12.5);
    expect(parseNumberField(' 0 ')).toBe(0);
    expect(parseNumberField('   ')).toBeNull();
    expect(parseNumberField('abc')).toBeNaN();
  });
});

describe('categories', () => {
  it('adds a category once', () => {
    const once = toggleCategory({ category: [], subCategory: [] }, 'lubebay', true);
    expect(toggleCategory(once, 'lubebay', true).category).toEqual(['lubebay']);
  });

  it('removes the sub-categories of a category that is unticked', () => {
    const next = toggleCategory(
      { category: ['diagnostictools', 'handtools'], subCategory: ['xtool', 'konwei'] },
      'diagnostictools',
      false,
    );
    expect(next).toEqual({ category: ['handtools'], subCategory: [] });
  });

  it('keeps sub-categories when another category is unticked', () => {
    const next = toggleCategory(
      { category: ['diagnostictools', 'handtools'], subCategory: ['xtool'] },
      'handtools',
      false,
    );
    expect(next).toEqual({ category: ['diagnostictools'], subCategory: ['xtool'] });
  });

  it('ticks a sub-category only under its selected parent', () => {
    expect(toggleSubCategory({ category: [], subCategory: [] }, 'thinkcar', true)).toEqual([]);
    expect(toggleSubCategory({ category: ['diagnostictools'], subCategory: [] }, 'thinkcar', true)).toEqual([
      'thinkcar',
    ]);
    expect(
      toggleSubCategory({ category: ['diagnostictools'], subCategory: ['thinkcar'] }, 'thinkcar', false),
    ).toEqual([]);
  });
});

describe('rows', () => {
  it('keeps a non-empty list as it is', () => {
    const rows = [textRow('x')];
    expect(atLeastOneRow(rows, textRow)).toBe(rows);
  });

  it('gives an empty list one empty row', () => {
    expect(values(atLeastOneRow([], textRow))).toEqual(['']);
  });
});

describe('canSave', () => {
  it('needs an image and a main category', () => {
    expect(canSave(filled())).toBe(true);
    expect(canSave(filled({ images: [] }))).toBe(false);
    expect(canSave(filled({ category: [] }))).toBe(false);
  });
});

describe('changedFields', () => {
  it('keeps only what the admin changed, so an edit never resends a stale stock count', () => {
    const original = toProductInput(productToFormValues(product));
    const values = productToFormValues(product);
    expect(changedFields(original, toProductInput(values))).toEqual({});
    const edited = toProductInput({ ...values, price: '99000', description: 'New words' });
    expect(changedFields(original, edited)).toEqual({ price: 99_000, description: 'New words' });
    // Typed with commas or without, the same price.
    expect(toProductInput({ ...values, price: '785,000' }).price).toBe(785_000);
    expect(toProductInput({ ...values, price: '785000' }).price).toBe(785_000);
    expect(productToFormValues({ ...product, price: 785_000, installationFee: 25_000 })).toMatchObject({
      price: '785,000',
      installationFee: '25,000',
    });
  });
});
