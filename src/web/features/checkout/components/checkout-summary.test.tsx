import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CartItem } from '../../../../shared/cart';
import { checkoutMoney } from '../checkout-model';
import { CheckoutSummary } from './checkout-summary';

afterEach(cleanup);

const lift: CartItem = {
  id: 'lift',
  name: 'Two Post Car Lift',
  brand: 'Launch',
  price: 1_850_000,
  originalPrice: null,
  image: '',
  imagePublicId: '',
  stockCount: 5,
  inStock: true,
  category: ['lifts'],
  installationFee: 250_000,
  quantity: 2,
};

function renderSummary(installation: ReadonlySet<string>) {
  render(
    <CheckoutSummary
      items={[lift]}
      itemCount={2}
      money={checkoutMoney([lift], installation, 20_000)}
      installation={installation}
      onInstallationChange={() => {}}
      formId="checkout-form"
    />,
  );
  return within(screen.getByRole('list', { name: 'Items in your order' }));
}

describe('the checkout summary', () => {
  it('shows no installation on a line whose box is unticked, and none in the fees', () => {
    const items = renderSummary(new Set());
    expect(items.queryByText(/Installation/)).toBeNull();
    expect(screen.getByRole('checkbox', { name: /Installation: Two Post Car Lift/ })).toHaveProperty(
      'checked',
      false,
    );
    expect(screen.queryByText('₦500,000')).toBeNull();
  });

  it('shows the installation on the line and in the fees once ticked', () => {
    const items = renderSummary(new Set(['lift']));
    expect(items.getByText('Installation: 2 × ₦250,000')).toBeTruthy();
    expect(screen.getByText('₦500,000')).toBeTruthy();
  });
});
