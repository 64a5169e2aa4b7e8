import { Loader2 } from 'lucide-react';
import type { Order } from '../../../../../shared/orders';
import { orderLineName } from '../../../../../shared/product-variants';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { Input, Textarea } from '../../../../components/ui/input';
import { useOrderAdjustment } from '../hooks/use-order-adjustment';

/**
 * "Adjust prices and fees", while the order awaits confirmation: what was agreed on WhatsApp becomes the
 * order's real total (and its documents'). Each change is kept in the history.
 */
export function OrderAdjustForm({ order }: { order: Order }) {
  const adjust = useOrderAdjustment(order);
  return (
    <section
      aria-labelledby="admin-order-adjust"
      className="rounded-xl border border-border bg-card p-4 sm:p-6"
    >
      <h3 id="admin-order-adjust" className="text-lg font-semibold text-foreground-strong">
        Adjust prices and fees
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        Before confirmation only. Amounts in naira; leave delivery blank while it is quoted on WhatsApp.
      </p>
      <form onSubmit={adjust.onSubmit} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
        {adjust.lines.map((line, position) => (
          <Field
            key={line.id}
            id={`admin-adjust-price-${position}`}
            label={`Unit price of ${order.items[position] ? orderLineName(order.items[position]) : `line ${position + 1}`} (₦)`}
            error={adjust.errors.prices[position]}
            className="sm:col-span-2"
          >
            {(control) => (
              <Input {...adjust.register(`prices.${position}.price`)} {...control} inputMode="decimal" />
            )}
          </Field>
        ))}
        <Field id="admin-adjust-delivery" label="Delivery fee (₦)" error={adjust.errors.deliveryFee}>
          {(control) => <Input {...adjust.register('deliveryFee')} {...control} inputMode="decimal" />}
        </Field>
        <Field
          id="admin-adjust-installation"
          label="Installation fee (₦)"
          error={adjust.errors.installationFee}
        >
          {(control) => <Input {...adjust.register('installationFee')} {...control} inputMode="decimal" />}
        </Field>
        <Field id="admin-adjust-discount" label="Discount (₦)" error={adjust.errors.discount}>
          {(control) => <Input {...adjust.register('discount')} {...control} inputMode="decimal" />}
        </Field>
        <Field
          id="admin-adjust-note"
          label="Note for the history (optional)"
          error={adjust.errors.note}
          className="sm:col-span-2"
        >
          {(control) => (
            <Textarea {...adjust.register('note')} {...control} maxLength={1000} className="min-h-16" />
          )}
        </Field>
        <Button type="submit" disabled={adjust.isSaving} className="justify-self-start sm:col-span-2">
          {adjust.isSaving && <Loader2 aria-hidden="true" className="animate-spin" />}
          Save changes
        </Button>
      </form>
      <Alert className="mt-4">{adjust.error}</Alert>
    </section>
  );
}
