import { useNavigate } from 'react-router';
import { formatNaira } from '../../../../shared/money';
import { Button } from '../../../components/ui/button';

/** Every shopper is a visitor until accounts land: checkout goes through sign-in, keeping the origin. */
const CHECKOUT_PATH = '/checkout';

export function OrderSummary({ total, itemCount }: { total: number; itemCount: number }) {
  const navigate = useNavigate();
  return (
    <section
      aria-labelledby="order-summary"
      className="rounded-xl border border-zinc-800 bg-zinc-900 p-6 lg:sticky lg:top-24"
    >
      <h2 id="order-summary" className="text-lg font-bold text-white">
        Order Summary
      </h2>
      <dl className="mt-4 space-y-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-zinc-300">
            Subtotal ({itemCount} {itemCount === 1 ? 'item' : 'items'})
          </dt>
          <dd className="font-semibold text-white">{formatNaira(total)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-zinc-300">Delivery</dt>
          <dd className="text-zinc-200">Arranged on WhatsApp</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-zinc-700 pt-3 text-base">
          <dt className="font-bold text-white">Total</dt>
          <dd className="font-bold text-amber-300">{formatNaira(total)}</dd>
        </div>
      </dl>
      <Button
        size="lg"
        className="mt-6 w-full"
        onClick={() => navigate(`/login?redirect=${CHECKOUT_PATH}`, { state: { from: CHECKOUT_PATH } })}
      >
        Sign In to Checkout
      </Button>
    </section>
  );
}
