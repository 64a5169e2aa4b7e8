import { useStaffAccess } from '../../common/hooks/use-staff-access';
import { ArrowLeft, Download } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ExportFile } from '../../../../../shared/exports';
import { Link } from 'react-router';
import { Button, buttonVariants } from '../../../../components/ui/button';
import { usePageTitle } from '../../../../lib/use-page-title';
import { exportRequestOf } from '../export-format';
import { useExports } from '../hooks/use-exports';
import { PRODUCTS_PATH } from '../products-url';
import { ExportStatus } from './export-status';
import { OrderExportForm } from './order-export-form';
import { RecentExports } from './recent-exports';
import { SpreadsheetImport } from './spreadsheet-import';

export const SPREADSHEETS_TITLE_ID = 'admin-spreadsheets-title';
const RECENT_EXPORTS_ID = 'recent-exports';

function Panel({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="grid gap-4 rounded-xl border border-border bg-card/60 p-4 sm:p-6"
    >
      <div>
        <h3 id={id} className="text-lg font-semibold text-foreground-strong">
          {title}
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">{intro}</p>
      </div>
      {children}
    </section>
  );
}

/**
 * `/admin/products/import`: the catalogue as CSV or Excel, the orders of a period for the accountant (each
 * made by a job on the server, followed here and downloaded when ready), the caller's recent exports, and
 * the import of a spreadsheet (owners; a storekeeper's changes stock only; the server checks it too).
 */
export function SpreadsheetView() {
  usePageTitle('Import and export');
  const can = useStaffAccess();
  const mayImport = can('products.stock');
  const stockOnly = !can('products.manage');
  const mayExportOrders = can('orders.view');
  const exports = useExports();
  const retry = (file: ExportFile) => exports.ask(exportRequestOf(file));

  return (
    <section aria-labelledby={SPREADSHEETS_TITLE_ID} className="grid gap-6">
      <div className="grid gap-2">
        <Link to={PRODUCTS_PATH} className={buttonVariants({ variant: 'link' }) + ' justify-self-start'}>
          <ArrowLeft aria-hidden="true" />
          Back to products
        </Link>
        <h2
          id={SPREADSHEETS_TITLE_ID}
          tabIndex={-1}
          className="text-2xl font-bold text-foreground-strong focus:outline-none"
        >
          Import and export
        </h2>
      </div>

      <Panel
        id="export-catalogue"
        title="Export the catalogue"
        intro="Every product, deleted ones too, one row each: the file to edit and import again."
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button variant="outline" onClick={() => exports.ask({ kind: 'products', format: 'csv' })}>
            <Download aria-hidden="true" />
            Catalogue as CSV
          </Button>
          <Button variant="outline" onClick={() => exports.ask({ kind: 'products', format: 'xlsx' })}>
            <Download aria-hidden="true" />
            Catalogue as Excel
          </Button>
        </div>
        <ExportStatus
          file={exports.latest('products')}
          refused={exports.askError('products')}
          onRetry={retry}
        />
      </Panel>

      {mayExportOrders && (
        <Panel
          id="export-orders"
          title="Export orders"
          intro="One row per order line for the orders placed from one day to another (Lagos time), with the customer's details and the totals; or one row per payment in the ledger paid in those days, voided ones marked."
        >
          <OrderExportForm onExport={exports.ask} />
          <ExportStatus
            file={exports.latest('orders', 'payments')}
            refused={exports.askError('orders', 'payments')}
            onRetry={retry}
          />
        </Panel>
      )}

      <Panel
        id={RECENT_EXPORTS_ID}
        title="Recent exports"
        intro="Your files of the last 24 hours: each is kept for a day, for you alone."
      >
        <RecentExports list={exports.list} labelledBy={RECENT_EXPORTS_ID} />
      </Panel>

      <Panel
        id="import-products"
        title="Import products"
        intro={
          stockOnly
            ? 'Import a stock-take: a spreadsheet whose rows change stock counts only. Preview shows what each row would do; nothing changes until you apply.'
            : 'Add and update products from a spreadsheet. Preview shows what each row would do; nothing changes until you apply.'
        }
      >
        {mayImport ? (
          <SpreadsheetImport />
        ) : (
          <p className="text-sm text-muted-foreground">Your staff level doesn't allow importing products.</p>
        )}
      </Panel>
    </section>
  );
}
