import { describe, expect, it } from 'vitest';
import { CUSTOMER_MESSAGES } from '../../../../shared/customers';
import {
  customerTagLabel,
  readNewTag,
  tagChoices,
  tagFilterOptions,
  tagsToSave,
  TAG_EMPTY,
} from './customer-tags-model';

describe('customer-tags-model', () => {
  it('offers the five tags first, then the customer’s own words once', () => {
    expect(tagChoices(['fleet', 'vip'])).toEqual([
      'dealer',
      'fleet',
      'workshop',
      'school',
      'government',
      'vip',
    ]);
    expect(customerTagLabel('fleet')).toBe('Fleet');
    expect(customerTagLabel('vip')).toBe('vip');
  });

  it('reads a new tag as the server keeps it, or says why not', () => {
    expect(readNewTag('  Top Buyer ')).toEqual({ tag: 'top buyer' });
    expect(readNewTag('   ')).toEqual({ error: TAG_EMPTY });
    expect(readNewTag('x'.repeat(31))).toEqual({ error: CUSTOMER_MESSAGES.tagTooLong });
  });

  it('saves the ticked tags in the order shown, at most 10', () => {
    expect(tagsToSave(['dealer', 'fleet', 'vip'], new Set(['vip', 'dealer']))).toEqual({
      tags: ['dealer', 'vip'],
      error: null,
    });
    const many = Array.from({ length: 11 }, (_, index) => `t${index}`);
    expect(tagsToSave(many, new Set(many)).error).toBe(CUSTOMER_MESSAGES.tooManyTags);
  });

  it('filters by any tag seen, the chosen one kept', () => {
    const options = tagFilterOptions(['vip', 'dealer', 'vip'], 'zebra').map((option) => option.value);
    expect(options).toEqual(['all', 'dealer', 'fleet', 'workshop', 'school', 'government', 'vip', 'zebra']);
    expect(tagFilterOptions([], 'all')[0]).toEqual({ value: 'all', label: 'All tags' });
  });
});
