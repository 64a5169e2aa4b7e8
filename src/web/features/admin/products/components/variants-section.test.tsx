import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminCatalogueRoutes } from '../../../../../shared/api-routes-admin-catalogue';
import { DEFAULT_DELIVERY_CLASSES } from '../../../../../shared/delivery';
import type { Product } from '../../../../../shared/product';
import type { StaffLevel } from '../../../../../shared/staff';
import { settingsKeys } from '../../../../lib/query-keys';
import { AsStaff } from '../../../../test/auth-context';
import { productFixture } from '../../../../test/product-fixture';
import { stubRoute, stubRouteError } from '../../../../test/stub-route';
import { ProductForm } from './product-form';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../../../lib/toast', () => ({ notify: toast }));

const saveRoute = adminCatalogueRoutes.updateProduct;

const variant = (sku: string, capacity: string, price: number, stockCount: number) => ({
  id: `id-${sku}`,
  sku,
  options: { Capacity: capacity },
  price,
  originalPrice: null,
  stockCount,
  inStock: stockCount > 0,
  installationFee: null,
  lowStockThreshold: 2,
  image: null,
  imagePublicId: null,
  isActive: true,
});

const lift: Product = productFixture({
  options: [{ name: 'Capacity', values: ['4 t', '5 t'] }],
  variants: [variant('TLT-4T', '4 t', 2_400_000, 3), variant('TLT-5T', '5 t', 2_900_000, 2)],
});

function renderForm(initial: Product, staffLevel: StaffLevel = 'owner') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(settingsKeys.publicDeliveryFees, { classes: DEFAULT_DELIVERY_CLASSES, fees: [] });
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <AsStaff staffLevel={staffLevel}>
        <ProductForm product={initial} onDone={onDone} />
      </AsStaff>
    </QueryClientProvider>,
  );
  return onDone;
}

const input = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Product' }));

describe('the Options and variants section', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("sends only the variants changed, without the product's summary fields", async () => {
    const fetchSpy = stubRoute(saveRoute, { product: lift });
    const onDone = renderForm(lift);
    fireEvent.change(input('Stock for all variants'), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set for all stock' }));
    expect(input('Stock for Capacity: 5 t').value).toBe('7');
    save();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const body = JSON.parse(String(fetchSpy.mock.calls[0]![1]!.body)) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['variants']);
    expect((body.variants as { stockCount: number }[]).map((entry) => entry.stockCount)).toEqual([7, 7]);
  });

  it("shows the server's 409 at the variant's row and keeps what was typed", async () => {
    stubRouteError(saveRoute, 409, {
      code: 'CONFLICT',
      message: 'variants.1.sku: The SKU TLT-9 is already used by another product',
      details: [{ field: 'variants.1.sku', message: 'The SKU TLT-9 is already used by another product' }],
    });
    renderForm(lift);
    fireEvent.change(input('SKU for Capacity: 5 t'), { target: { value: 'TLT-9' } });
    save();
    expect(await screen.findByText('The SKU TLT-9 is already used by another product')).toBeTruthy();
    expect(input('SKU for Capacity: 5 t').getAttribute('aria-invalid')).toBe('true');
    expect(input('SKU for Capacity: 4 t').getAttribute('aria-invalid')).toBeNull();
    expect(input('SKU for Capacity: 5 t').value).toBe('TLT-9');
  });

  it('checks before saving: a SKU used twice is named at its row and nothing is sent', async () => {
    const fetchSpy = stubRoute(saveRoute, { product: lift });
    renderForm(lift);
    fireEvent.change(input('SKU for Capacity: 5 t'), { target: { value: 'tlt-4t' } });
    save();
    expect(await screen.findByText('The SKU tlt-4t is used by two variants')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(input('SKU for Capacity: 5 t')));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows a storekeeper the prices read-only, with stock to edit and no way to add or remove variants', () => {
    renderForm(lift, 'storekeeper');
    expect(input('Price for Capacity: 4 t').readOnly).toBe(true);
    expect(input('SKU for Capacity: 4 t').readOnly).toBe(true);
    expect(input('Stock for Capacity: 4 t').readOnly).toBe(false);
    expect(screen.queryByRole('button', { name: 'Generate variants' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Capacity: 4 t' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Set for all prices' })).toBeNull();
  });
});
