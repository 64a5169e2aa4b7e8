import { describe, expect, it } from 'vitest';
import { emptyRepriceForm, priceChangeText, repriceFormSchema, toRepriceRequest } from './reprice-form-model';

describe('the reprice form', () => {
  it('starts with the ticked products chosen when there are some', () => {
    expect(emptyRepriceForm([]).onlyTicked).toBe(false);
    expect(emptyRepriceForm(['a']).onlyTicked).toBe(true);
    expect(emptyRepriceForm([])).toMatchObject({ direction: 'raise', by: 'percent', rounding: '100' });
  });

  it('makes the request: blanks left out, the amount read as naira, the ticked ids when chosen', () => {
    const values = {
      ...emptyRepriceForm(['car-lift']),
      category: 'garagetools',
      brand: '  ',
      amount: '1,500.50',
      by: 'amount' as const,
      rounding: '1000' as const,
    };
    expect(toRepriceRequest(values, ['car-lift'])).toEqual({
      selection: {
        category: 'garagetools',
        subCategory: undefined,
        brand: undefined,
        q: undefined,
        ids: ['car-lift'],
      },
      direction: 'raise',
      by: 'amount',
      amount: 1500.5,
      includeOriginalPrice: false,
      rounding: 1000,
    });
    expect(toRepriceRequest({ ...values, onlyTicked: false }, ['car-lift']).selection.ids).toBeUndefined();
  });

  it('asks for a selection and a valid amount', () => {
    const schema = repriceFormSchema([]);
    const messages = (values: object) =>
      schema
        .safeParse({ ...emptyRepriceForm([]), ...values })
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages({ q: 'lift', amount: '' })).toEqual([['amount', 'Enter the amount']]);
    expect(messages({ q: 'lift', amount: '0' })).toEqual([['amount', 'The amount must be more than 0']]);
    expect(messages({ q: 'lift', amount: 'ten' })).toEqual([['amount', 'The amount must be a number']]);
    expect(messages({ q: 'lift', amount: '1001' })).toEqual([['amount', 'A percentage is at most 1000']]);
    expect(messages({ q: 'lift', amount: '1001', by: 'amount' })).toBeUndefined();
    expect(messages({ amount: '10' })).toEqual([
      ['category', 'Choose the products: a category, a sub-category, a brand, a search or ticked products.'],
    ]);
    expect(repriceFormSchema(['a']).safeParse({ ...emptyRepriceForm(['a']), amount: '10' }).success).toBe(
      true,
    );
  });

  it('writes a price change', () => {
    expect(priceChangeText('₦1', '₦2')).toBe('₦1 → ₦2');
    expect(priceChangeText('₦1', '₦1')).toBe('₦1');
  });
});
