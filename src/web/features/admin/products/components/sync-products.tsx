import { Loader2, RefreshCw } from 'lucide-react';
import type { SyncPlan } from '../../../../../shared/admin-catalogue';
import { formatNaira } from '../../../../../shared/money';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../../components/ui/alert-dialog';
import { Button } from '../../../../components/ui/button';
import { QueryError } from '../../../../components/ui/query-state';
import { useSyncProducts } from '../hooks/use-sync-products';
import { syncPlanSummary, syncUpdateLines } from '../sync-plan-format';

const STOCK_NOTE = 'The stock of products already in the shop is never changed.';

/** The plan: products to add (with the stock they start with), then products to update, field by field. */
function SyncPlanList({ plan }: { plan: SyncPlan }) {
  if (plan.add.length === 0 && plan.update.length === 0) return null;
  return (
    // Scrolls when long: focusable so the keyboard can scroll it too.
    <div
      role="region"
      aria-label="Sync plan"
      tabIndex={0}
      className="-mx-2 grid min-h-0 gap-4 overflow-y-auto rounded-md px-2 text-sm focus-visible:outline-2 focus-visible:outline-ring"
    >
      {plan.add.length > 0 && (
        <section aria-labelledby="sync-plan-add" className="grid gap-2">
          <h3 id="sync-plan-add" className="font-semibold text-foreground-strong">
            To add ({plan.add.length})
          </h3>
          <ul className="grid gap-1 text-muted-foreground">
            {plan.add.map((product) => (
              <li key={product.name} className="wrap-anywhere">
                <span className="font-medium text-foreground">{product.name}</span>: {product.brand},{' '}
                {formatNaira(product.price)}, stock {product.stockCount}
              </li>
            ))}
          </ul>
        </section>
      )}
      {plan.update.length > 0 && (
        <section aria-labelledby="sync-plan-update" className="grid gap-2">
          <h3 id="sync-plan-update" className="font-semibold text-foreground-strong">
            To update ({plan.update.length})
          </h3>
          <ul className="grid gap-3">
            {plan.update.map((product) => (
              <li key={product.id} aria-label={product.name} className="grid gap-1">
                <span className="font-medium wrap-anywhere text-foreground">{product.name}</span>
                <ul className="grid gap-0.5 pl-3 text-muted-foreground">
                  {syncUpdateLines(product).map((line) => (
                    <li key={line.field} className="wrap-anywhere">
                      {line.label}: {line.from} → {line.to}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/**
 * "Sync Products": shows what a sync would add and update (asked of the server, nothing written), and
 * syncs only when the admin confirms.
 */
export function SyncProducts() {
  const sync = useSyncProducts();
  const plan = sync.isPlanning ? undefined : sync.plan;
  return (
    <>
      <Button variant="outline" onClick={() => sync.setConfirming(true)} disabled={sync.isSyncing}>
        {sync.isSyncing ? (
          <Loader2 aria-hidden="true" className="animate-spin" />
        ) : (
          <RefreshCw aria-hidden="true" />
        )}
        {sync.isSyncing ? 'Syncing...' : 'Sync Products'}
      </Button>
      <AlertDialog open={sync.confirming} onOpenChange={sync.setConfirming}>
        <AlertDialogContent className="max-w-xl">
          <AlertDialogHeader>
            <AlertDialogTitle>Sync products?</AlertDialogTitle>
            {/* Polite: the sentence changes once the plan is in. */}
            <AlertDialogDescription aria-live="polite" className="flex items-start gap-2">
              {!plan && !sync.planError && (
                <Loader2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 animate-spin" />
              )}
              {plan
                ? `${syncPlanSummary(plan)} ${STOCK_NOTE}`
                : sync.planError
                  ? 'Could not check what the sync would change.'
                  : 'Checking what the sync would change...'}
            </AlertDialogDescription>
          </AlertDialogHeader>
          {/* No label: the description above already says what failed. */}
          {sync.planError && !sync.isPlanning && (
            <QueryError error={sync.planError} onRetry={sync.retryPlan} className="wrap-anywhere" />
          )}
          {plan && <SyncPlanList plan={plan} />}
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              disabled={!sync.canSync || sync.isSyncing}
              aria-busy={sync.isSyncing}
              onClick={(event) => {
                // Stays open while the sync runs; it closes when the server has answered.
                event.preventDefault();
                sync.sync();
              }}
            >
              {sync.isSyncing ? (
                <Loader2 aria-hidden="true" className="animate-spin" />
              ) : (
                <RefreshCw aria-hidden="true" />
              )}
              {sync.isSyncing ? 'Syncing...' : 'Sync now'}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
