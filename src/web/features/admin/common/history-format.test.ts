import { describe, expect, it } from 'vitest';
import { actionLabel, changeLines, fieldLabel, formatChangeValue } from './history-format';

describe('history format', () => {
  it('labels the actions as the shared contract says', () => {
    expect(actionLabel('create')).toBe('Created');
    expect(actionLabel('delete')).toBe('Deleted');
    expect(actionLabel('stock')).toBe('Stock updated');
  });

  it('shows values as short text', () => {
    expect(formatChangeValue('price', 1250000)).toBe('₦1,250,000');
    expect(formatChangeValue('stockCount', 4)).toBe('4');
    expect(formatChangeValue('originalPrice', null)).toBe('(none)');
    expect(formatChangeValue('featured', true)).toBe('Yes');
    expect(formatChangeValue('category', ['diagnostictools', 'lubebay'])).toBe('Diagnostic Tools, Lube Bay');
    expect(formatChangeValue('features', [])).toBe('(none)');
    expect(formatChangeValue('specifications', { Capacity: '4 t' })).toBe('Capacity: 4 t');
    expect(formatChangeValue('description', 'x'.repeat(300))).toHaveLength(120);
  });

  it('reads a list of pictures as how many and the start of each id, in order', () => {
    expect(fieldLabel('images')).toBe('Pictures');
    expect(formatChangeValue('images', ['a1b2c3d4e5f6a7b8c9d0', 'ffffeeeeddddccccbbbb'])).toBe(
      '2 pictures: a1b2c3d4, ffffeeee',
    );
    expect(formatChangeValue('images', ['a1b2c3d4e5'])).toBe('1 picture: a1b2c3d4');
    expect(formatChangeValue('images', [])).toBe('(none)');
  });

  it('names every field in words, the creation time as a date', () => {
    expect(fieldLabel('id')).toBe('ID');
    expect(fieldLabel('createdAt')).toBe('Created');
    expect(fieldLabel('lowStockThreshold')).toBe('Low-stock threshold');
    expect(fieldLabel('deliveryClass')).toBe('Delivery class');
    expect(formatChangeValue('createdAt', '2026-11-28T12:56:02.619Z')).toMatch(/28 Nov 2026/);
  });

  it('lists each changed field from -> to, with the image once', () => {
    expect(
      changeLines({
        changes: {
          stockCount: { from: 3, to: 0 },
          image: { from: '/a', to: '/b' },
          imagePublicId: { from: 'a', to: 'b' },
        },
      }),
    ).toEqual([
      { field: 'stockCount', label: 'Stock', from: '3', to: '0' },
      { field: 'imagePublicId', label: 'Image', from: 'a', to: 'b' },
    ]);
  });

  it("names a variant's field with its SKU, money in naira, and variants added or removed", () => {
    expect(
      changeLines({
        changes: {
          'price (TLT240-5T-380)': { from: 2_900_000, to: 3_000_000 },
          'stockCount (TLT240-5T-380)': { from: 4, to: 2 },
          'variant added (TLT240-4T-220)': { from: null, to: 'Capacity: 4 t · Voltage: 220 V' },
          'variant removed (TLT240-5T-220)': { from: 'Capacity: 5 t · Voltage: 220 V', to: null },
        },
      }),
    ).toEqual([
      {
        field: 'price (TLT240-5T-380)',
        label: 'Price (TLT240-5T-380)',
        from: '₦2,900,000',
        to: '₦3,000,000',
      },
      { field: 'stockCount (TLT240-5T-380)', label: 'Stock (TLT240-5T-380)', from: '4', to: '2' },
      {
        field: 'variant added (TLT240-4T-220)',
        label: 'Variant added (TLT240-4T-220)',
        from: '(none)',
        to: 'Capacity: 4 t · Voltage: 220 V',
      },
      {
        field: 'variant removed (TLT240-5T-220)',
        label: 'Variant removed (TLT240-5T-220)',
        from: 'Capacity: 5 t · Voltage: 220 V',
        to: '(none)',
      },
    ]);
  });
});
