import { describe, expect, it } from 'vitest';
import type { CustomerSummary } from '../../../../shared/customers';
import { mergeCandidateText, mergeCandidates } from './customer-merge-model';

const customer = (over: Partial<CustomerSummary>): CustomerSummary => ({
  id: 'c1',
  name: 'Ada Obi',
  phone: '2348031234567',
  email: null,
  state: 'Lagos',
  orders: 1,
  lifetimePaid: 0,
  lastOrderAt: null,
  tags: [],
  ...over,
});

describe('customer-merge-model', () => {
  it('never offers the customer itself', () => {
    const found = [customer({}), customer({ id: 'c2' })];
    expect(mergeCandidates(found, 'c1').map((one) => one.id)).toEqual(['c2']);
  });

  it('names a match by name, phone and email (or state)', () => {
    expect(mergeCandidateText(customer({}))).toBe('Ada Obi · +234 803 123 4567 · Lagos');
    expect(mergeCandidateText(customer({ email: 'ada@x.test', state: null }))).toBe(
      'Ada Obi · +234 803 123 4567 · ada@x.test',
    );
  });
});
