import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../../../shared/order-status';
import { orderListParams } from './api/admin-orders';
import {
  cancelStockText,
  finalStatusText,
  movesStock,
  ORDER_ACTION_TOASTS,
  orderActions,
  statusChangeBody,
} from './order-actions';

const labels = (status: Parameters<typeof orderActions>[0]) =>
  orderActions(status).map((action) => action.label);

describe('order status actions', () => {
  it('offers one button per allowed next status, named for what it does', () => {
    expect(labels('awaiting_confirmation')).toEqual(['Confirm order', 'Cancel order']);
    // Paid comes from the ledger: "Record payment" (decision 053).
    expect(labels('confirmed')).toEqual(['Cancel order']);
    expect(labels('paid')).toEqual(['Mark as dispatched', 'Cancel order']);
    expect(labels('dispatched')).toEqual(['Mark as delivered']);
    expect(labels('delivered')).toEqual([]);
    expect(labels('cancelled')).toEqual([]);
  });

  it('asks before cancelling only', () => {
    for (const status of ORDER_STATUSES) {
      for (const action of orderActions(status)) {
        expect(action.needsConfirmation).toBe(action.status === 'cancelled');
      }
    }
    expect(orderActions('awaiting_confirmation').map((action) => action.variant)).toEqual([
      'primary',
      'destructive',
    ]);
  });

  it('sends the note only when there is one, trimmed', () => {
    expect(statusChangeBody('confirmed', '')).toEqual({ status: 'confirmed' });
    expect(statusChangeBody('paid', '   ')).toEqual({ status: 'paid' });
    expect(statusChangeBody('paid', '  Paid by transfer \n')).toEqual({
      status: 'paid',
      note: 'Paid by transfer',
    });
  });

  it('knows which moves take or give back stock', () => {
    expect(movesStock('awaiting_confirmation', 'confirmed')).toBe(true);
    expect(movesStock('confirmed', 'cancelled')).toBe(true);
    expect(movesStock('paid', 'cancelled')).toBe(true);
    expect(movesStock('awaiting_confirmation', 'cancelled')).toBe(false);
    expect(movesStock('confirmed', 'paid')).toBe(false);
    expect(movesStock('dispatched', 'delivered')).toBe(false);
  });

  it('says what cancelling does to the stock', () => {
    expect(cancelStockText('confirmed')).toContain('go back into stock');
    expect(cancelStockText('paid')).toContain('go back into stock');
    expect(cancelStockText('awaiting_confirmation')).toContain('no stock was taken');
  });

  it('names the toasts after the move', () => {
    expect(ORDER_ACTION_TOASTS.confirmed).toBe('Order confirmed');
    expect(ORDER_ACTION_TOASTS.paid).toBe('Order marked as paid');
    expect(ORDER_ACTION_TOASTS.dispatched).toBe('Order marked as dispatched');
    expect(ORDER_ACTION_TOASTS.delivered).toBe('Order marked as delivered');
    expect(ORDER_ACTION_TOASTS.cancelled).toBe('Order cancelled');
    expect(finalStatusText('delivered')).toBe('This order is delivered: its status cannot change any more.');
  });
});

describe('order list filters sent to the API', () => {
  it('leaves out all statuses and an empty search, and pages by 25', () => {
    expect(orderListParams({ status: 'all', q: '  ' }, 0)).toEqual({
      status: undefined,
      q: undefined,
      offset: 0,
      limit: 25,
    });
    expect(orderListParams({ status: 'paid', q: ' GE-1001 ' }, 50)).toEqual({
      status: 'paid',
      q: 'GE-1001',
      offset: 50,
      limit: 25,
    });
  });
});
