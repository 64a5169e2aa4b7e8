import { ArrowLeft } from 'lucide-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { usePageTitle } from '../../../../lib/use-page-title';
import { useBackToList } from '../../common/hooks/use-list-navigation';
import { useReprice } from '../hooks/use-reprice';
import { PRODUCTS_PATH, tickedIds } from '../products-url';
import { RepriceForm } from './reprice-form';
import { RepricePreview } from './reprice-preview';

export const REPRICE_TITLE_ID = 'admin-reprice-title';

/**
 * `/admin/products/reprice` (owners: `products.price`): choose products, say how their prices move,
 * preview old -> new for each, then apply them all at once. Products ticked in the list arrive in `ids`.
 */
export function RepriceView() {
  const [params] = useSearchParams();
  const ids = params.get('ids') ?? '';
  // Kept while the parameter stays the same: the form's check is built on it.
  const ticked = useMemo(() => tickedIds(new URLSearchParams({ ids })), [ids]);
  const api = useReprice(ticked);
  const back = useBackToList(PRODUCTS_PATH);
  usePageTitle('Reprice Products - Admin');

  return (
    <section aria-labelledby={REPRICE_TITLE_ID} className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={REPRICE_TITLE_ID} className="text-2xl font-bold text-foreground-strong">
          Reprice products
        </h2>
        <Button variant="secondary" onClick={back}>
          <ArrowLeft aria-hidden="true" />
          Back to products
        </Button>
      </div>
      <RepriceForm api={api} ticked={ticked} />
      <Alert>{api.previewError ?? api.applyError}</Alert>
      <Alert tone="success">{api.result?.message}</Alert>
      {api.preview && (
        <RepricePreview preview={api.preview} onApply={api.onApply} isApplying={api.isApplying} />
      )}
    </section>
  );
}
