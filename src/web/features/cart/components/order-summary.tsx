import { MailWarning } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { AUTH_MESSAGES } from '../../../../shared/auth';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../../lib/session/use-auth';
import { OrderTotals } from '../../../components/order/order-totals';

const CHECKOUT_PATH = '/checkout';

/** The dialog that asks an unverified user to verify (the cart page hands in the account feature's own). */
export type VerifyDialog = ComponentType<{ open: boolean; onOpenChange: (open: boolean) => void }>;

/** The checkout button for visitors, unverified and verified users (SPEC.md section 2, Cart). */
function CheckoutAction({ verifyDialog: VerifyDialog }: { verifyDialog: VerifyDialog }) {
  const { status, isVerified } = useAuth();
  const navigate = useNavigate();
  const [dialogOpen, setDialogOpen] = useState(false);

  if (status === 'loading') {
    return (
      <Button size="lg" className="mt-6 w-full" disabled>
        Checking your account...
      </Button>
    );
  }
  if (status === 'signed-out') {
    return (
      <Button
        size="lg"
        className="mt-6 w-full"
        onClick={() => navigate(`/login?redirect=${CHECKOUT_PATH}`, { state: { from: CHECKOUT_PATH } })}
      >
        Sign In to Checkout
      </Button>
    );
  }
  if (!isVerified) {
    return (
      <>
        <p className="mt-6 flex items-start gap-2 rounded-md border border-warning-500/60 bg-warning-950/50 px-3 py-2 text-sm text-warning-100">
          <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {AUTH_MESSAGES.verifyToCheckout}
        </p>
        <Button size="lg" className="mt-4 w-full" onClick={() => setDialogOpen(true)}>
          Verify Email to Checkout
        </Button>
        <VerifyDialog open={dialogOpen} onOpenChange={setDialogOpen} />
      </>
    );
  }
  return (
    <Button size="lg" className="mt-6 w-full" onClick={() => navigate(CHECKOUT_PATH)}>
      Proceed to Checkout
    </Button>
  );
}

export function OrderSummary({
  total,
  itemCount,
  verifyDialog,
}: {
  total: number;
  itemCount: number;
  verifyDialog: VerifyDialog;
}) {
  return (
    <section
      aria-labelledby="order-summary"
      className="rounded-xl border border-border bg-card p-6 lg:sticky lg:top-24"
    >
      <h2 id="order-summary" className="text-lg font-bold text-foreground-strong">
        Order Summary
      </h2>
      <OrderTotals itemCount={itemCount} subtotal={total} total={total} className="mt-4" />
      <CheckoutAction verifyDialog={verifyDialog} />
    </section>
  );
}
