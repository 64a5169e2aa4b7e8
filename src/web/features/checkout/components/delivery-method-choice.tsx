import { useId } from 'react';
import { DELIVERY_METHOD_LABELS, DELIVERY_METHODS, type DeliveryMethod } from '../../../../shared/delivery';

/**
 * How the order reaches the shopper: delivered to the address (the fee of its largest class to the state),
 * or picked up from the showroom at the address of the business details, with no fee. A shop that has not
 * saved its address yet sends it in the WhatsApp chat. The showroom's address describes the choice rather
 * than naming it, so the radio's name stays "Pick up from our showroom" (and no form label reads "Address").
 */
export function DeliveryMethodChoice({
  method,
  onChange,
  showroomAddress,
}: {
  method: DeliveryMethod;
  onChange: (method: DeliveryMethod) => void;
  showroomAddress: string;
}) {
  const showroomId = useId();
  return (
    <fieldset className="grid gap-2 rounded-xl border border-border p-4">
      <legend className="px-1 text-sm font-semibold text-foreground-strong">Delivery</legend>
      {DELIVERY_METHODS.map((option) => (
        <div key={option} className="grid gap-1">
          <label className="flex min-h-11 items-start gap-3 text-sm text-foreground-soft">
            <input
              type="radio"
              name="deliveryMethod"
              value={option}
              checked={method === option}
              onChange={() => onChange(option)}
              aria-describedby={option === 'pickup' ? showroomId : undefined}
              className="mt-0.5 size-4 accent-primary-strong"
            />
            <span>{DELIVERY_METHOD_LABELS[option]}</span>
          </label>
          {option === 'pickup' && (
            <p id={showroomId} className="ps-7 text-sm text-subtle-foreground">
              {showroomAddress.trim() || 'We send you the showroom’s location on WhatsApp'} · no delivery fee
            </p>
          )}
        </div>
      ))}
    </fieldset>
  );
}
