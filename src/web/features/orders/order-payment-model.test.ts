import { describe, expect, it } from 'vitest';
import { orderFixture } from '../../test/order-fixture';
import { isProofFile } from '../../lib/order-payments';
import { orderPaymentView, paymentUnavailable, proofAmount, returnReference } from './order-payment-model';

const ONLINE = { online: 'paystack' as const, bank: null };
const BANK = {
  online: null,
  bank: { bankName: 'GTBank', accountName: 'GaragePro', accountNumber: '0123456789' },
};

describe('the order page’s payment words', () => {
  it('offers the deposit beside the balance while a deposit is due, the balance alone after', () => {
    const deposit = orderFixture('GE-1001', { status: 'confirmed', depositPercent: 30, depositDue: 750_000 });
    expect(orderPaymentView(deposit, ONLINE)).toEqual({
      partPaid: null,
      payLinks: [
        { label: 'Pay deposit ₦750,000', href: '/orders/GE-1001/pay?part=deposit' },
        { label: 'Pay ₦2,500,000', href: '/orders/GE-1001/pay?part=balance' },
      ],
      showBank: false,
    });
    const part = orderFixture('GE-1001', { status: 'confirmed', amountPaid: 750_000, balance: 1_750_000 });
    expect(orderPaymentView(part, ONLINE)).toEqual({
      partPaid: 'Part-paid: ₦750,000 of ₦2,500,000',
      payLinks: [{ label: 'Pay ₦1,750,000', href: '/orders/GE-1001/pay?part=balance' }],
      showBank: false,
    });
  });

  it('asks nothing before confirmation, once paid, or without a provider; the bank while a balance is due', () => {
    const waiting = orderFixture('GE-1001');
    expect(orderPaymentView(waiting, { ...ONLINE, bank: BANK.bank })).toMatchObject({
      payLinks: [],
      showBank: false,
    });
    const paid = orderFixture('GE-1001', { status: 'paid', amountPaid: 2_500_000, balance: 0 });
    expect(orderPaymentView(paid, { ...ONLINE, bank: BANK.bank })).toEqual({
      partPaid: null,
      payLinks: [],
      showBank: false,
    });
    const confirmed = orderFixture('GE-1001', { status: 'confirmed' });
    expect(orderPaymentView(confirmed, BANK)).toEqual({ partPaid: null, payLinks: [], showBank: true });
    // A voided payment left a delivered order with a balance: a late transfer is still taken.
    const delivered = orderFixture('GE-1001', {
      status: 'delivered',
      amountPaid: 2_000_000,
      balance: 500_000,
    });
    expect(orderPaymentView(delivered, BANK).showBank).toBe(true);
  });

  it('reads the provider’s return from the address', () => {
    expect(returnReference(new URLSearchParams('trxref=GE-1001-P1&reference=GE-1001-P1'))).toBe('GE-1001-P1');
    expect(returnReference(new URLSearchParams('trxref=GE-1001-P2'))).toBe('GE-1001-P2');
    expect(returnReference(new URLSearchParams('status=successful&tx_ref=GE-1001-P3'))).toBe('GE-1001-P3');
    expect(returnReference(new URLSearchParams('reference=%20'))).toBeNull();
    expect(returnReference(new URLSearchParams(''))).toBeNull();
    expect(paymentUnavailable(new URLSearchParams('payment=unavailable'))).toBe(true);
    expect(paymentUnavailable(new URLSearchParams('payment=other'))).toBe(false);
  });

  it('takes a picture or a PDF and an optional amount in naira', () => {
    expect(isProofFile({ type: 'image/jpeg', name: 'a.jpg' })).toBe(true);
    expect(isProofFile({ type: 'application/pdf', name: 'slip.pdf' })).toBe(true);
    expect(isProofFile({ type: '', name: 'SLIP.PNG' })).toBe(true);
    expect(isProofFile({ type: 'text/plain', name: 'notes.txt' })).toBe(false);
    expect(proofAmount('')).toBeNull();
    expect(proofAmount(' ₦250,000.50 ')).toBe(250_000.5);
    expect(proofAmount('0')).toBeUndefined();
    expect(proofAmount('12.345')).toBeUndefined();
    expect(proofAmount('ten')).toBeUndefined();
  });
});
