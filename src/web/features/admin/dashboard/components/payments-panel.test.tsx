import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PeriodFigures } from '../../../../../shared/dashboard';
import { PaymentsPanel } from './payments-panel';

const figures: PeriodFigures = {
  from: '2026-11-23T23:00:00.000Z',
  placed: 4,
  confirmed: 3,
  paid: 2,
  delivered: 1,
  cancelled: 0,
  paidRevenue: 3_540_000.25,
  onlinePaid: 1_040_000.25,
  manualPaid: 2_500_000,
  onlinePayments: 1,
  manualPayments: 3,
  averageOrder: 1_000_000,
  topProducts: [],
  topStates: [],
};

describe('the Overview’s payments panel', () => {
  afterEach(cleanup);

  it('shows the period’s paid revenue from the ledger, online and manual, and the balances outstanding', () => {
    render(
      <PaymentsPanel
        figures={figures}
        outstanding={{ orders: 2, balance: 4_960_000 }}
        periodLabel="This week"
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Payments, this week' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Payments, this week' })).toBeTruthy();
    expect(screen.getByTestId('ledger-paid').textContent).toBe('Paid revenue₦3,540,000.254 payments');
    expect(screen.getByTestId('ledger-online').textContent).toBe('Paid online₦1,040,000.251 payment');
    expect(screen.getByTestId('ledger-manual').textContent).toBe('Recorded by staff₦2,500,0003 payments');
    expect(screen.getByTestId('ledger-outstanding').textContent).toBe(
      'Balances outstanding₦4,960,0002 orders',
    );
  });

  it('shows nothing to a level that sees no money', () => {
    const { container } = render(
      <PaymentsPanel
        figures={{ ...figures, paidRevenue: undefined, onlinePaid: undefined, manualPaid: undefined }}
        outstanding={undefined}
        periodLabel="Today"
      />,
    );
    expect(container.innerHTML).toBe('');
  });
});
