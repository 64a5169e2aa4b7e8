import { describe, expect, it } from 'vitest';
import { customerPhone, itemCountText, stateLine } from './order-format';

describe('order format', () => {
  const customer = {
    firstName: 'Ada',
    lastName: 'Obi',
    email: 'ada@example.com',
    phone: '',
    address: '1 Marina',
    city: 'Lagos',
    state: 'Lagos',
    zipCode: '100001',
  };

  it("shows 'Not provided' for a missing phone, and the state with the zip code", () => {
    expect(customerPhone({ customer })).toBe('Not provided');
    expect(customerPhone({ customer: { ...customer, phone: '+234 801' } })).toBe('+234 801');
    expect(stateLine({ customer })).toBe('Lagos 100001');
    expect(itemCountText(1)).toBe('1 item');
    expect(itemCountText(3)).toBe('3 items');
  });
});
