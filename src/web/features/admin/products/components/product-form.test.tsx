import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { adminCatalogueRoutes } from '../../../../../shared/api-routes-admin-catalogue';
import { DEFAULT_DELIVERY_CLASSES } from '../../../../../shared/delivery';
import { settingsKeys } from '../../../../lib/query-keys';
import type { StaffLevel } from '../../../../../shared/staff';
import { AsStaff } from '../../../../test/auth-context';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../../../../shared/product';
import { productFixture } from '../../../../test/product-fixture';
import { serve } from '../../../../test/serve-fetch';
import { stubRoute, stubRouteError } from '../../../../test/stub-route';
import { ProductForm } from './product-form';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../../../lib/toast', () => ({ notify: toast }));

const product = productFixture({ features: ['4 tonnes'] });

function renderForm(initial: Product | null, onDone = vi.fn(), staffLevel: StaffLevel = 'owner') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The classes are loaded already: the only requests the tests see are the form's.
  client.setQueryData(settingsKeys.publicDeliveryFees, { classes: DEFAULT_DELIVERY_CLASSES, fees: [] });
  render(
    <QueryClientProvider client={client}>
      <AsStaff staffLevel={staffLevel}>
        <ProductForm product={initial} onDone={onDone} />
      </AsStaff>
    </QueryClientProvider>,
  );
  return onDone;
}

const save = () => screen.getByRole('button', { name: 'Save Product' }) as HTMLButtonElement;
const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

const saveRoute = adminCatalogueRoutes.updateProduct;

describe('ProductForm', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    toast.success.mockReset();
  });

  it('keeps Save disabled without an image or a category', () => {
    renderForm(null);
    expect(save().disabled).toBe(true);
    expect(screen.getByText('Upload an image and select at least one category to save.')).toBeTruthy();
    fireEvent.click(checkbox('Lube Bay'));
    expect(save().disabled).toBe(true);
    expect(screen.getByText('Upload an image to save.')).toBeTruthy();
  });

  it('enables sub-categories only under a ticked parent, and unticking the parent clears them', () => {
    renderForm(product);
    expect(checkbox('XTOOL').disabled).toBe(true);
    fireEvent.click(checkbox('Diagnostic Tools'));
    expect(checkbox('XTOOL').disabled).toBe(false);
    fireEvent.click(checkbox('XTOOL'));
    expect(checkbox('XTOOL').checked).toBe(true);
    fireEvent.click(checkbox('Diagnostic Tools'));
    expect(checkbox('XTOOL').checked).toBe(false);
    expect(checkbox('XTOOL').disabled).toBe(true);
  });

  it('always keeps one feature, specification and video row', () => {
    renderForm(product);
    fireEvent.click(screen.getByRole('button', { name: 'Remove feature 1' }));
    expect(field('Feature 1').value).toBe('');
    expect(screen.queryByLabelText('Feature 2')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add feature' }));
    expect(field('Feature 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove specification 1' }));
    expect(field('Specification 1 name')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove video link 1' }));
    expect(field('Video link 1')).toBeTruthy();
  });

  it('removes the chosen row and keeps the others in order, focusing the row that takes its place', async () => {
    renderForm(productFixture({ features: ['a', 'b', 'c'] }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove feature 2' }));
    expect([field('Feature 1').value, field('Feature 2').value]).toEqual(['a', 'c']);
    expect(screen.queryByLabelText('Feature 3')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(field('Feature 2')));
    fireEvent.click(screen.getByRole('button', { name: 'Add feature' }));
    await waitFor(() => expect(document.activeElement).toBe(field('Feature 3')));
  });

  it('leaves one empty specification row when the last one is removed', () => {
    renderForm(productFixture({ specifications: { Capacity: '4 t' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove specification 1' }));
    expect([field('Specification 1 name').value, field('Specification 1 value').value]).toEqual(['', '']);
    expect(screen.queryByLabelText('Specification 2 name')).toBeNull();
  });

  it("marks an invalid video link with 'Invalid YouTube URL' and does not save", async () => {
    const fetchSpy = stubRoute(saveRoute, { product });
    renderForm(product);
    fireEvent.change(field('Video link 1'), { target: { value: 'https://example.com/video' } });
    fireEvent.click(save());
    // The check runs when the form is submitted (react-hook-form's submit is asynchronous).
    expect(await screen.findByText('Invalid YouTube URL')).toBeTruthy();
    expect(field('Video link 1').getAttribute('aria-invalid')).toBe('true');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows messages next to empty required fields', async () => {
    renderForm(product);
    fireEvent.change(field('Name'), { target: { value: '  ' } });
    fireEvent.change(field('Price'), { target: { value: '' } });
    fireEvent.click(save());
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Price is required')).toBeTruthy();
    // The focus goes to the first field to fix.
    await waitFor(() => expect(document.activeElement).toBe(field('Name')));
  });

  it("removes a field's message when it changes, and keeps the others", async () => {
    renderForm(product);
    fireEvent.change(field('Name'), { target: { value: '' } });
    fireEvent.change(field('Brand'), { target: { value: '' } });
    fireEvent.change(field('Video link 1'), { target: { value: 'not a link' } });
    fireEvent.click(save());
    expect(await screen.findByText('Name is required')).toBeTruthy();
    fireEvent.change(field('Name'), { target: { value: 'Lift' } });
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(field('Name').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Brand is required')).toBeTruthy();
    fireEvent.change(field('Video link 1'), { target: { value: 'still not a link' } });
    expect(screen.queryByText('Invalid YouTube URL')).toBeNull();
  });

  it("shows the server's per-field messages beside the fields", async () => {
    stubRouteError(saveRoute, 400, {
      code: 'VALIDATION_FAILED',
      message: 'Please check the product.',
      details: [{ field: 'price', message: 'Price is too large' }],
    });
    renderForm(product);
    fireEvent.change(field('Price'), { target: { value: '900000000' } });
    fireEvent.click(save());
    expect(await screen.findByText('Price is too large')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Please check the product.');
    expect(field('Price').getAttribute('aria-invalid')).toBe('true');
    expect(field('Price').value).toBe('900000000');
  });

  it("shows the server's message on a failed save and keeps what was typed", async () => {
    stubRouteError(saveRoute, 409, { code: 'CONFLICT', message: 'A product with this name already exists.' });
    renderForm(product);
    fireEvent.change(field('Brand'), { target: { value: 'New brand' } });
    fireEvent.click(save());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('A product with this name already exists.'),
    );
    expect(field('Brand').value).toBe('New brand');
  });

  it("shows 'Failed to save product' when the server gives no message", async () => {
    // An answer without a body (a proxy's 500).
    serve(() => ({ status: 500, body: undefined }));
    renderForm(product);
    fireEvent.change(field('Brand'), { target: { value: 'Launch Tech' } });
    fireEvent.click(save());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to save product'));
  });

  it('sends only the changed fields of an edit, toasts and returns to the list', async () => {
    const fetchSpy = stubRoute(saveRoute, { product: { ...product, stockCount: 7 } });
    const onDone = renderForm(product);
    fireEvent.change(field('Stock count'), { target: { value: '7' } });
    fireEvent.change(field('Priority'), { target: { value: '' } });
    fireEvent.click(save());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/products/p1');
    expect(init?.method).toBe('PATCH');
    // Priority was already empty: only the stock changed, so only the stock is sent.
    expect(JSON.parse(String(init?.body))).toEqual({ stockCount: 7 });
    expect(toast.success).toHaveBeenCalledWith('Product updated', { description: 'Two-post lift' });
  });

  it('shows the product’s delivery class among the shop’s classes and sends a new one', async () => {
    const fetchSpy = stubRoute(saveRoute, { product: { ...product, deliveryClass: 'parcel' } });
    const onDone = renderForm(product);
    const select = screen.getByLabelText('Delivery class', { exact: false }) as HTMLSelectElement;
    expect(select.value).toBe('heavy');
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Parcel',
      'Pallet',
      'Heavy machine',
    ]);
    fireEvent.change(select, { target: { value: 'parcel' } });
    fireEvent.click(save());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(JSON.parse(String(fetchSpy.mock.calls[0]![1]?.body))).toEqual({ deliveryClass: 'parcel' });
  });

  it('shows a storekeeper the prices without a field to change them, and saves their stock change alone', async () => {
    const fetchSpy = stubRoute(saveRoute, { product: { ...product, stockCount: 9 } });
    const onDone = renderForm(product, vi.fn(), 'storekeeper');
    expect(screen.queryByLabelText('Price', { exact: true })).toBeNull();
    expect(screen.queryByLabelText('Original price', { exact: true })).toBeNull();
    expect(screen.getByText('₦1,250,000')).toBeTruthy();
    fireEvent.change(field('Stock count'), { target: { value: '9' } });
    fireEvent.click(save());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(JSON.parse(String(fetchSpy.mock.calls[0]![1]?.body))).toEqual({ stockCount: 9 });
  });

  it('shows a sales admin neither prices nor stock to change', () => {
    renderForm(product, vi.fn(), 'sales');
    expect(screen.queryByLabelText('Price', { exact: true })).toBeNull();
    expect(screen.queryByLabelText('Stock count', { exact: true })).toBeNull();
    expect(screen.getAllByText('Only an owner can change prices.').length).toBe(3);
  });

  it('takes a price written with thousands separators and reads it back as naira beside the field', async () => {
    const fetchSpy = stubRoute(saveRoute, { product: { ...product, price: 7_800_000 } });
    const onDone = renderForm(product);
    const price = field('Price');
    expect(price.type).toBe('text');
    expect(price.inputMode).toBe('decimal');
    fireEvent.change(price, { target: { value: '7,800,000' } });
    const amount = document.getElementById('product-price-amount')!;
    expect(amount.textContent).toBe('₦7,800,000');
    expect(amount.getAttribute('aria-live')).toBe('polite');
    expect(price.getAttribute('aria-describedby')?.split(' ')).toContain('product-price-amount');
    // Nothing to read back while the text is not a price the rules accept.
    fireEvent.change(price, { target: { value: '7,80,000' } });
    expect(amount.textContent).toBe('');
    fireEvent.change(price, { target: { value: '7,800,000' } });
    fireEvent.click(save());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(JSON.parse(String(fetchSpy.mock.calls[0]![1]?.body))).toEqual({ price: 7_800_000 });
  });

  it('saves an unchanged edit without a request', async () => {
    const fetchSpy = stubRoute(saveRoute, { product });
    const onDone = renderForm(product);
    fireEvent.click(save());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
