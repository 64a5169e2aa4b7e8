import { Download } from 'lucide-react';
import type { ExportRequest } from '../../../../../shared/exports';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { useOrderExportForm } from '../hooks/use-order-export-form';

/**
 * For the accountant, from From to To (Lagos days): the orders placed, one row per order line; or the
 * ledger's payments paid in the period, one row per payment.
 */
export function OrderExportForm({ onExport }: { onExport: (request: ExportRequest) => void }) {
  const form = useOrderExportForm(onExport);
  return (
    <form noValidate className="grid gap-4" onSubmit={form.exportAs('csv')} aria-label="Export orders">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="orders-export-from" label="From" error={form.errors.from} required>
          {(control) => <Input type="date" {...control} {...form.from} />}
        </Field>
        <Field id="orders-export-to" label="To" error={form.errors.to} required>
          {(control) => <Input type="date" {...control} {...form.to} />}
        </Field>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button type="submit" variant="outline">
          <Download aria-hidden="true" />
          Orders as CSV
        </Button>
        <Button variant="outline" onClick={form.exportAs('xlsx')}>
          <Download aria-hidden="true" />
          Orders as Excel
        </Button>
        <Button variant="outline" onClick={form.exportAs('csv', 'payments')}>
          <Download aria-hidden="true" />
          Payments as CSV
        </Button>
        <Button variant="outline" onClick={form.exportAs('xlsx', 'payments')}>
          <Download aria-hidden="true" />
          Payments as Excel
        </Button>
      </div>
    </form>
  );
}
