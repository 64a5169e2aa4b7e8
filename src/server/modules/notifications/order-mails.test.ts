import { describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/orders';
import { firstLink } from '../../test/mail';
import type { OrderPayment, OrderProof } from '../../../shared/orders';
import {
  newOrderMail,
  onlinePaymentMail,
  orderMovedMail,
  orderReceivedMail,
  paymentReceivedMail,
  proofRejectedMail,
} from './order-mails';

const context = { shopName: 'GaragePro', publicUrl: 'https://garagepro.ng' };

function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 'o1',
    reference: 'GE-1042',
    status: 'awaiting_confirmation',
    deliveryMethod: 'delivery',
    customer: {
      firstName: 'Ada <script>',
      lastName: 'Obi & Sons',
      email: 'ada@example.com',
      phone: '2348031234567',
      address: '1 Road',
      city: 'Kano',
      state: 'Kano',
      zipCode: '700001',
    },
    items: [
      {
        productId: 'p1',
        variant: null,
        name: 'Lift "Pro" <2>',
        brand: 'B',
        image: '',
        imagePublicId: '',
        price: 1_500_000,
        quantity: 2,
        lineTotal: 3_000_000,
        installationFee: 50_000,
      },
    ],
    itemCount: 2,
    subtotal: 3_000_000,
    deliveryFee: 45_000,
    installationFee: 100_000,
    discount: 150_000,
    total: 2_995_000,
    payment: null,
    amountPaid: 0,
    balance: 0,
    payments: [],
    depositPercent: 0,
    depositDue: 0,
    toRefund: 0,
    proofs: [],
    followedUp: null,
    history: [],
    createdAt: '2026-11-24T10:00:00.000Z',
    updatedAt: '2026-11-24T10:00:00.000Z',
    ...overrides,
  };
}

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);

describe('order mail templates', () => {
  it('escape every value in the HTML and keep the text as typed', () => {
    const mail = orderReceivedMail(order(), context);
    expect(mail.html).toContain('Hello Ada &#60;script&#62;,');
    expect(mail.html).toContain('2 x Lift &#34;Pro&#34; &#60;2&#62; (with installation)');
    expect(mail.html).not.toMatch(/<script|Lift "Pro"/);
    expect(mail.text).toContain('2 x Lift "Pro" <2> (with installation): ₦3,000,000');
    const seller = newOrderMail(order(), { ...context, shopName: 'Obi <b>Tools</b>' });
    expect(seller.html).toContain('Obi &#38; Sons');
    expect(seller.html).toContain('Obi &#60;b&#62;Tools&#60;/b&#62;');
    expect(seller.html).not.toContain('<b>Tools');
  });

  it('name a line’s variant and its SKU in every order mail (decision 052)', () => {
    const [line] = order().items;
    const variant = {
      id: 'v1',
      sku: 'TLT-5T-380',
      options: [
        { name: 'Capacity', value: '5 t' },
        { name: 'Voltage', value: '380 <V>' },
      ],
    };
    const withVariant = order({ items: [{ ...line!, variant }] });
    const named = 'Lift "Pro" <2> (Capacity: 5 t · Voltage: 380 <V> · SKU TLT-5T-380) (with installation)';
    for (const mail of [orderReceivedMail(withVariant, context), newOrderMail(withVariant, context)]) {
      expect(mail.text).toContain(`2 x ${named}: ₦3,000,000`);
      expect(mail.html).toContain('Voltage: 380 &#60;V&#62; · SKU TLT-5T-380');
    }
  });

  it('the order received: reference, status link first, proforma links, fees, discount and total', () => {
    const mail = orderReceivedMail(order(), context);
    expect(mail.subject).toBe('GaragePro: we received your order GE-1042');
    expect(firstLink(mail.text)).toBe('https://garagepro.ng/orders/GE-1042');
    expect(mail.text).toContain('Proforma invoice: https://garagepro.ng/orders/GE-1042/proforma');
    expect(mail.text).toContain(
      'Proforma invoice (PDF): https://garagepro.ng/api/orders/GE-1042/proforma.pdf',
    );
    for (const line of [
      'Delivery: ₦45,000',
      'Installation: ₦100,000',
      'Discount: -₦150,000',
      'Total: ₦2,995,000',
    ])
      expect(mail.text).toContain(line);
    expect(hrefs(mail.html)).toEqual([
      'https://garagepro.ng/orders/GE-1042',
      'https://garagepro.ng/orders/GE-1042',
      'https://garagepro.ng/orders/GE-1042/proforma',
      'https://garagepro.ng/api/orders/GE-1042/proforma.pdf',
    ]);
  });

  it("names the seller's WhatsApp number for orders (the business details) in the shopper's mails", () => {
    const withNumber = { ...context, whatsapp: '2348077778888' };
    for (const mail of [
      orderReceivedMail(order(), withNumber),
      orderMovedMail(order({ status: 'confirmed' }), withNumber)!,
    ]) {
      expect(mail.text).toContain('Reply to the seller on WhatsApp (+234 807 777 8888)');
      expect(mail.html).toContain('Reply to the seller on WhatsApp (+234 807 777 8888)');
    }
    expect(orderReceivedMail(order(), context).text).toContain('Reply to the seller on WhatsApp with');
  });

  it('says delivery is quoted on WhatsApp when it has no fee, and leaves out empty fees', () => {
    const mail = orderReceivedMail(order({ deliveryFee: null, installationFee: 0, discount: 0 }), context);
    expect(mail.text).toContain('Delivery: Quoted on WhatsApp');
    expect(mail.text).not.toMatch(/Installation:|Discount:/);
    const seller = newOrderMail(order({ deliveryFee: null }), context);
    for (const written of [mail.text, mail.html, seller.text, seller.html])
      expect(written).not.toMatch(/Delivery:?\s*(<[^>]*>\s*)*Delivery/);
  });

  it('a move links the proforma before payment, the receipt after it, and no document on cancellation', () => {
    const link = (status: Order['status']) => firstLink(orderMovedMail(order({ status }), context)!.text);
    expect(link('confirmed')).toBe('https://garagepro.ng/orders/GE-1042/proforma');
    for (const status of ['paid', 'dispatched', 'delivered'] as const) {
      const mail = orderMovedMail(order({ status }), context)!;
      expect(firstLink(mail.text)).toBe('https://garagepro.ng/orders/GE-1042/receipt');
      expect(mail.text).toContain('https://garagepro.ng/api/orders/GE-1042/receipt.pdf');
      expect(mail.text).not.toContain('proforma');
    }
    const cancelled = orderMovedMail(order({ status: 'cancelled' }), context)!;
    expect(cancelled.subject).toBe('GaragePro: your order GE-1042 was cancelled');
    expect(cancelled.text).toContain('Status: Cancelled.');
    expect(cancelled.text).not.toMatch(/proforma|receipt/);
    expect(orderMovedMail(order({ status: 'awaiting_confirmation' }), context)).toBeNull();
  });

  it('the seller’s mail: customer, phone, state, total and the order in the desk', () => {
    const mail = newOrderMail(order(), context);
    expect(mail.subject).toBe('GaragePro: new order GE-1042, ₦2,995,000');
    expect(mail.text).toContain('Customer: Ada <script> Obi & Sons');
    expect(mail.text).toContain('Phone: +234 803 123 4567');
    expect(mail.text).toContain('Delivery to: Kano, Kano');
    const pickup = newOrderMail(order({ deliveryMethod: 'pickup', deliveryFee: 0 }), context);
    expect(pickup.text).toContain('Delivery: Pick up from our showroom');
    expect(pickup.text).not.toContain('Delivery to:');
    expect(orderReceivedMail(order({ deliveryMethod: 'pickup', deliveryFee: 0 }), context).text).toContain(
      'Delivery: None (pick up from our showroom)',
    );
    expect(firstLink(mail.text)).toBe('https://garagepro.ng/admin/orders/GE-1042');
    expect(hrefs(mail.html)).toContain('https://garagepro.ng/admin/orders/GE-1042');
  });
});

const deposit: OrderPayment = {
  id: 'pay-1',
  amount: 898_500,
  method: 'online',
  // 23:30 UTC on 2 December: already the 3rd in Lagos.
  paidAt: '2026-12-02T23:30:00.000Z',
  provider: 'paystack',
  reference: 'GE-1042-P1',
  voided: false,
  recordedBy: null,
  note: null,
  voidedBy: null,
  voidReason: null,
  hasProof: false,
};

describe('payment mails', () => {
  const partPaid = order({
    status: 'confirmed',
    amountPaid: 898_500,
    balance: 2_096_500,
    payments: [deposit],
  });

  it('tell the shopper what was received, the balance left and link the receipt of that payment', () => {
    const mail = paymentReceivedMail(partPaid, deposit, context);
    expect(mail.subject).toBe('GaragePro: payment received for order GE-1042, ₦898,500');
    for (const expected of [
      'Payment received: thank you, we have received ₦898,500 for your order GE-1042.',
      'The balance still to pay is ₦2,096,500.',
      'Method: Online (Paystack)',
      'Payment reference: GE-1042-P1',
      'Date paid: 3 December 2026',
      'Total paid so far: ₦898,500',
      'Balance: ₦2,096,500',
    ])
      expect(mail.text).toContain(expected);
    expect(firstLink(mail.text)).toBe('https://garagepro.ng/api/orders/GE-1042/payments/pay-1/receipt.pdf');
    expect(hrefs(mail.html)).toContain('https://garagepro.ng/api/orders/GE-1042/payments/pay-1/receipt.pdf');
    expect(mail.text).not.toContain('https://garagepro.ng/api/orders/GE-1042/receipt.pdf');
    expect(mail.html).toContain('Hello Ada &#60;script&#62;,');
  });

  it('add the final receipt once the balance is 0', () => {
    const cash: OrderPayment = {
      ...deposit,
      id: 'pay-2',
      amount: 2_096_500,
      method: 'cash',
      provider: null,
      reference: null,
    };
    const paid = order({ status: 'paid', amountPaid: 2_995_000, balance: 0, payments: [deposit, cash] });
    const mail = paymentReceivedMail(paid, cash, context);
    expect(mail.text).toContain('Your order is now paid in full.');
    expect(mail.text).toContain('Method: Cash');
    expect(mail.text).not.toContain('Payment reference');
    expect(mail.text).toContain('Receipt (PDF): https://garagepro.ng/api/orders/GE-1042/receipt.pdf');
  });

  it('tell the seller of an online payment, without the customer’s name in the subject', () => {
    const mail = onlinePaymentMail(partPaid, deposit, context);
    expect(mail.subject).toBe('GaragePro: online payment of ₦898,500 for order GE-1042');
    expect(mail.text).toContain('₦898,500 was paid online through Paystack for order GE-1042.');
    expect(mail.text).toContain('Customer: Ada <script> Obi & Sons');
    expect(mail.html).toContain('Ada &#60;script&#62; Obi &#38; Sons');
    expect(firstLink(mail.text)).toBe('https://garagepro.ng/admin/orders/GE-1042');
  });

  it('give the shopper the reason a proof was rejected and the status page', () => {
    const proof: OrderProof = {
      id: 'proof-1',
      status: 'rejected',
      amount: 2_096_500,
      reason: 'The slip shows <another> account',
      fileUrl: '/api/orders/GE-1042/payment-files/f1',
      contentType: 'image/webp',
      createdAt: '2026-12-03T10:00:00.000Z',
    };
    const mail = proofRejectedMail(partPaid, proof, context);
    expect(mail.subject).toBe('GaragePro: your proof of transfer for order GE-1042 was not accepted');
    expect(mail.text).toContain('Reason: The slip shows <another> account');
    expect(mail.html).toContain('Reason: The slip shows &#60;another&#62; account');
    expect(mail.text).toContain('Amount on the proof: ₦2,096,500');
    expect(mail.text).toContain('Balance: ₦2,096,500');
    expect(firstLink(mail.text)).toBe('https://garagepro.ng/orders/GE-1042');
  });
});
