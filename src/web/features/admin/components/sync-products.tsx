import { Loader2, RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useSyncProducts } from '../hooks/use-sync-products';

/** "Sync Products": after a confirmation, adds the demo catalogue's missing products and updates the rest. */
export function SyncProducts() {
  const sync = useSyncProducts();
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
      <Dialog
        open={sync.confirming}
        onOpenChange={sync.setConfirming}
        title="Sync products?"
        description={
          <div className="grid gap-2">
            <p>
              This adds every product of the demo catalogue that is missing from the shop, and overwrites
              products that have the same name as a demo product with the demo data.
            </p>
            <p>Other products are left as they are.</p>
          </div>
        }
      >
        <Button variant="outline" onClick={() => sync.setConfirming(false)}>
          Cancel
        </Button>
        <Button onClick={sync.sync} disabled={sync.isSyncing}>
          {sync.isSyncing ? (
            <Loader2 aria-hidden="true" className="animate-spin" />
          ) : (
            <RefreshCw aria-hidden="true" />
          )}
          {sync.isSyncing ? 'Syncing...' : 'Sync now'}
        </Button>
      </Dialog>
    </>
  );
}
