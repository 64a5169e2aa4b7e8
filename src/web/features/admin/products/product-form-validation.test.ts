import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { saveErrorMessage } from '../common/admin-errors';
import {
  emptyProductForm,
  specRow,
  textRow,
  toProductInput,
  type ProductFormValues,
  type TextRow,
} from './product-form-model';
import {
  firstErrorElementId,
  productFormSchema,
  serverFieldErrors,
  stockFormSchema,
} from './product-form-validation';

const valid = (change: Partial<ProductFormValues> = {}): ProductFormValues => ({
  ...emptyProductForm(),
  name: 'Wheel balancer',
  brand: 'Balanca',
  price: '850000',
  stockCount: '2',
  description: 'Balances wheels.',
  category: ['garagetools'],
  images: [{ publicId: 'img_1', url: '/media/img_1/800.webp' }],
  ...change,
});

const accepts = (values: ProductFormValues) => productFormSchema.safeParse(values).success;

/** Each field's message as the form shows it (the first one of its path), by path ('videos.2.value'). */
function errorsOf(values: ProductFormValues): Record<string, string> {
  const result = productFormSchema.safeParse(values);
  if (result.success) throw new Error('expected the form to be refused');
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

/** The messages of these video rows, by row index. */
function videoRowErrors(rows: TextRow[]): Record<string, string> {
  const result = productFormSchema.safeParse(valid({ videos: rows }));
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[1])] = issue.message;
  return errors;
}

describe('productFormSchema', () => {
  it('accepts a complete form; the body sent drops blank and incomplete rows', () => {
    const values = valid({
      features: [textRow(''), textRow('Fast')],
      specifications: [specRow('Weight', '')],
    });
    expect(accepts(values)).toBe(true);
    const input = toProductInput(values);
    expect(input).toMatchObject({ name: 'Wheel balancer', price: 850000, stockCount: 2 });
    expect(input.features).toEqual(['Fast']);
    expect(input.specifications).toEqual({});
  });

  it('names every missing required field', () => {
    const errors = errorsOf({ ...emptyProductForm(), images: [] });
    expect(errors).toMatchObject({
      name: 'Name is required',
      brand: 'Brand is required',
      price: 'Price is required',
      stockCount: 'Stock is required',
      description: 'Description is required',
      category: 'Please select at least one category',
      images: 'Please upload an image',
    });
  });

  it('refuses negative prices, fractional stock and a negative or fractional priority', () => {
    const errors = errorsOf(valid({ price: '-1', stockCount: '1.5', priority: '0.5', originalPrice: '-3' }));
    expect(errors.price).toBe('Price must be 0 or more');
    expect(errors.stockCount).toBe('Stock must be a whole number');
    expect(errors.priority).toBe('Priority must be a whole number');
    expect(errors.originalPrice).toBe('Original price must be 0 or more');
    expect(errorsOf(valid({ priority: '-1' })).priority).toBe('Priority must be 0 or more');
  });

  it('accepts a price with two decimals and a priority of 0, but not three decimals', () => {
    expect(accepts(valid({ price: '19.99', priority: '0' }))).toBe(true);
    expect(errorsOf(valid({ price: '19.999' })).price).toBe('Price can have at most 2 decimal places');
  });

  it('accepts prices written with thousands separators, the way prices are written', () => {
    const values = valid({ price: '7,800,000', originalPrice: '8 500 000.50' });
    expect(accepts(values)).toBe(true);
    expect(toProductInput(values)).toMatchObject({ price: 7_800_000, originalPrice: 8_500_000.5 });
    expect(errorsOf(valid({ price: '7,80,000' })).price).toBe('Price must be a number');
    expect(errorsOf(valid({ price: '7,800,000.125' })).price).toBe('Price can have at most 2 decimal places');
  });

  it('takes an optional installation fee, written like a price, and refuses one below 0', () => {
    expect(toProductInput(valid({ installationFee: '250,000' }))).toMatchObject({ installationFee: 250_000 });
    expect(toProductInput(valid({ installationFee: ' ' }))).toMatchObject({ installationFee: null });
    expect(errorsOf(valid({ installationFee: '-1' })).installationFee).toBe(
      'Installation fee must be 0 or more',
    );
  });

  it('marks each invalid video row with Invalid YouTube URL and ignores blank rows', () => {
    const bad = textRow('https://vimeo.com/123');
    const good = textRow('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    const errors = errorsOf(valid({ videos: [textRow(''), good, bad] }));
    expect(errors).toEqual({ 'videos.2.value': 'Invalid YouTube URL' });
    expect(errors.videos).toBeUndefined();
    expect(accepts(valid({ videos: [textRow('  '), good] }))).toBe(true);
  });

  it('refuses a sub-category whose parent is not selected', () => {
    const errors = errorsOf(valid({ category: ['garagetools'], subCategory: ['xtool'] }));
    expect(errors.category).toBe('Select Diagnostic Tools to use the XTOOL sub-category');
  });
});

describe('video rows', () => {
  it('accepts the usual YouTube link shapes', () => {
    const rows = [
      textRow('https://youtu.be/dQw4w9WgXcQ'),
      textRow('https://www.youtube.com/embed/dQw4w9WgXcQ'),
      textRow('https://m.youtube.com/shorts/dQw4w9WgXcQ'),
    ];
    expect(videoRowErrors(rows)).toEqual({});
  });

  it('refuses a short id and text that is no link', () => {
    const rows = [textRow('https://youtu.be/short'), textRow('not a link')];
    expect(Object.values(videoRowErrors(rows))).toEqual(['Invalid YouTube URL', 'Invalid YouTube URL']);
  });
});

describe('error helpers', () => {
  it('maps the server field issues to the form fields', () => {
    expect(
      serverFieldErrors([
        { field: 'price', message: 'Too big' },
        { field: 'videos.0', message: 'Invalid YouTube URL' },
        { field: 'rating', message: 'Unknown field' },
        'junk',
      ]),
    ).toEqual({ price: 'Too big', videos: 'Invalid YouTube URL' });
    expect(serverFieldErrors([{ field: 'imagePublicId', message: 'Please upload an image' }])).toEqual({
      images: 'Please upload an image',
    });
    expect(serverFieldErrors(undefined)).toEqual({});
  });

  it('focuses the first field to fix in the order of the form, or the first wrong video row', () => {
    expect(firstErrorElementId({})).toBeNull();
    const message = { type: 'custom', message: 'x' };
    expect(firstErrorElementId({ images: message, price: message })).toBe('product-price');
    expect(firstErrorElementId({ images: message, category: message })).toBe('product-category-fieldset');
    expect(firstErrorElementId({ images: message })).toBe('product-image-zone');
    expect(firstErrorElementId({ features: message })).toBe('product-features');
    expect(firstErrorElementId({ videos: [undefined, { value: message }] })).toBe('product-videos-1');
    expect(firstErrorElementId({ videos: message })).toBe('product-videos');
  });

  it("shows the server's message on a failed save, or 'Failed to save product'", () => {
    expect(saveErrorMessage(new ApiError(409, 'CONFLICT', 'A product with this name exists'))).toBe(
      'A product with this name exists',
    );
    expect(saveErrorMessage(new ApiError(500, 'INTERNAL', 'Request failed (500)'))).toBe(
      'Failed to save product',
    );
    expect(saveErrorMessage(new TypeError('boom'))).toBe('Failed to save product');
  });
});

describe('stockFormSchema', () => {
  it('takes a whole number of at least 0 and refuses the rest', () => {
    expect(stockFormSchema.parse({ stockCount: ' 9 ' })).toEqual({ stockCount: 9 });
    const message = (stockCount: string) =>
      stockFormSchema.safeParse({ stockCount }).error?.issues[0]?.message;
    expect(message('-1')).toBe('Stock must be 0 or more');
    expect(message('1.5')).toBe('Stock must be a whole number');
    expect(message('')).toBe('Stock must be a whole number');
  });
});
