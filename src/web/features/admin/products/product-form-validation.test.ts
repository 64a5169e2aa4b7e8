import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { saveErrorMessage } from '../common/admin-errors';
import { emptyProductForm, specRow, textRow, type ProductFormValues } from './product-form-model';
import {
  clearFieldError,
  clearVideoRowError,
  serverFieldErrors,
  validateProductForm,
  videoRowErrors,
} from './product-form-validation';

const valid = (change: Partial<ProductFormValues> = {}): ProductFormValues => ({
  ...emptyProductForm(),
  name: 'Wheel balancer',
  brand: 'Balanca',
  price: '850000',
  stockCount: '2',
  description: 'Balances wheels.',
  category: ['garagetools'],
  image: { publicId: 'img_1', url: '/media/img_1/800.webp' },
  ...change,
});

function errorsOf(values: ProductFormValues) {
  const result = validateProductForm(values);
  if (result.ok) throw new Error('expected the form to be refused');
  return result.errors;
}

describe('validateProductForm', () => {
  it('accepts a complete form and returns the body to send', () => {
    const result = validateProductForm(
      valid({ features: [textRow(''), textRow('Fast')], specifications: [specRow('Weight', '')] }),
    );
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.input).toMatchObject({ name: 'Wheel balancer', price: 850000, stockCount: 2 });
      expect(result.input.features).toEqual(['Fast']);
      expect(result.input.specifications).toEqual({});
    }
  });

  it('names every missing required field', () => {
    const errors = errorsOf({ ...emptyProductForm(), image: null });
    expect(errors.fields).toMatchObject({
      name: 'Name is required',
      brand: 'Brand is required',
      price: 'Price is required',
      stockCount: 'Stock is required',
      description: 'Description is required',
      category: 'Please select at least one category',
      imagePublicId: 'Please upload an image',
    });
  });

  it('refuses negative prices, fractional stock and a negative or fractional priority', () => {
    const errors = errorsOf(valid({ price: '-1', stockCount: '1.5', priority: '0.5', originalPrice: '-3' }));
    expect(errors.fields.price).toBe('Price must be 0 or more');
    expect(errors.fields.stockCount).toBe('Stock must be a whole number');
    expect(errors.fields.priority).toBe('Priority must be a whole number');
    expect(errors.fields.originalPrice).toBe('Original price must be 0 or more');
    expect(errorsOf(valid({ priority: '-1' })).fields.priority).toBe('Priority must be 0 or more');
  });

  it('accepts a price with two decimals and a priority of 0, but not three decimals', () => {
    expect(validateProductForm(valid({ price: '19.99', priority: '0' })).ok).toBe(true);
    expect(errorsOf(valid({ price: '19.999' })).fields.price).toBe('Price can have at most 2 decimal places');
  });

  it('accepts prices written with thousands separators, the way prices are written', () => {
    const result = validateProductForm(valid({ price: '7,800,000', originalPrice: '8 500 000.50' }));
    expect(result.ok && result.input).toMatchObject({ price: 7_800_000, originalPrice: 8_500_000.5 });
    expect(errorsOf(valid({ price: '7,80,000' })).fields.price).toBe('Price must be a number');
    expect(errorsOf(valid({ price: '7,800,000.125' })).fields.price).toBe(
      'Price can have at most 2 decimal places',
    );
  });

  it('marks each invalid video row with Invalid YouTube URL and ignores blank rows', () => {
    const bad = textRow('https://vimeo.com/123');
    const good = textRow('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    const errors = errorsOf(valid({ videos: [textRow(''), good, bad] }));
    expect(errors.videoRows).toEqual({ [bad.key]: 'Invalid YouTube URL' });
    expect(errors.fields.videos).toBeUndefined();
    expect(validateProductForm(valid({ videos: [textRow('  '), good] })).ok).toBe(true);
  });

  it('refuses a sub-category whose parent is not selected', () => {
    const errors = errorsOf(valid({ category: ['garagetools'], subCategory: ['xtool'] }));
    expect(errors.fields.category).toBe('Select Diagnostic Tools to use the XTOOL sub-category');
  });
});

describe('videoRowErrors', () => {
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
    expect(serverFieldErrors(undefined)).toEqual({});
  });

  it('clears one message when its field changes', () => {
    const errors = {
      fields: { name: 'Name is required', brand: 'Brand is required' },
      videoRows: { r1: 'x' },
    };
    expect(clearFieldError(errors, 'name').fields).toEqual({ brand: 'Brand is required' });
    expect(clearVideoRowError(errors, 'r1').videoRows).toEqual({});
    expect(clearFieldError(errors, 'price')).toBe(errors);
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
