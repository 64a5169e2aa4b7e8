import { cartLineKey, type CartItem } from '../../../../shared/cart';
import { orderVariantLabel } from '../../../../shared/product-variants';
import { feeLines } from '../../../../shared/checkout';
import { formatNaira } from '../../../../shared/money';
import { FEE_LABELS } from '../../../../shared/order-money';
import { Button } from '../../../components/ui/button';
import { OrderItemLine } from '../../../components/order/order-item-line';
import { OrderTotals } from '../../../components/order/order-totals';
import { installableItems, type CheckoutMoney } from '../checkout-model';

/** "Installation" for each item the seller installs, asked for with a tick. */
function InstallationChoices({
  items,
  chosen,
  onChange,
}: {
  items: CartItem[];
  chosen: ReadonlySet<string>;
  /** By the line's key (`cartLineKey`): a product's variants are asked for apart. */
  onChange: (lineKey: string, wanted: boolean) => void;
}) {
  const installable = installableItems(items);
  if (installable.length === 0) return null;
  return (
    <fieldset className="mt-4 space-y-2 border-t border-border-strong pt-4">
      <legend className="text-sm font-semibold text-foreground-strong">Installation by the seller</legend>
      {installable.map((item) => (
        <label key={cartLineKey(item)} className="flex items-start gap-3 text-sm text-foreground-soft">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-primary-strong"
            checked={chosen.has(cartLineKey(item))}
            onChange={(event) => onChange(cartLineKey(item), event.target.checked)}
          />
          <span>
            {FEE_LABELS.installation}: {item.name}
            {item.variant && ` (${orderVariantLabel(item.variant.options)})`}{' '}
            <span className="text-subtle-foreground">(+{formatNaira(item.installationFee!)} each)</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** The line as the order will hold it: its installation only when the shopper ticked it. */
function withChosenInstallation(item: CartItem, installation: ReadonlySet<string>): CartItem {
  return { ...item, installationFee: installation.has(cartLineKey(item)) ? item.installationFee : null };
}

/**
 * The cart beside the form: each line, installation for the items the seller installs, the subtotal,
 * delivery to the chosen state, installation and total, and Place Order (which submits the form).
 */
export function CheckoutSummary({
  items,
  itemCount,
  money,
  installation,
  onInstallationChange,
  formId,
}: {
  items: CartItem[];
  itemCount: number;
  money: CheckoutMoney;
  installation: ReadonlySet<string>;
  onInstallationChange: (lineKey: string, wanted: boolean) => void;
  formId: string;
}) {
  // Before a state is chosen, delivery is said to be arranged on WhatsApp.
  const fees = money.deliveryFee === undefined && !money.installationFee ? undefined : feeLines(money);
  return (
    <section
      aria-labelledby="checkout-summary"
      className="rounded-xl border border-border bg-card p-4 sm:p-6 lg:sticky lg:top-24"
    >
      <h2 id="checkout-summary" className="text-lg font-bold text-foreground-strong">
        Order Summary
      </h2>
      <ul className="mt-2 divide-y divide-border" aria-label="Items in your order">
        {items.map((item) => (
          <OrderItemLine key={cartLineKey(item)} item={withChosenInstallation(item, installation)} compact />
        ))}
      </ul>
      <InstallationChoices items={items} chosen={installation} onChange={onInstallationChange} />
      <OrderTotals
        itemCount={itemCount}
        subtotal={money.subtotal}
        total={money.total}
        fees={fees}
        className="mt-2 border-t border-border-strong pt-4"
      />
      <Button type="submit" form={formId} size="lg" className="mt-6 w-full">
        Place Order
      </Button>
    </section>
  );
}
