import { PackageSearch } from 'lucide-react';
import type { Product } from '../../../../../shared/product';
import type { AdminProductListState } from '../hooks/use-admin-product-list';
import { PagedList } from '../../common/components/paged-list';
import { ProductRow } from './product-row';

interface ProductListProps {
  list: AdminProductListState;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
  onRestore: (product: Product) => void;
  restoringId: string | undefined;
  ticked: ReadonlySet<string>;
  onTick: (product: Product, ticked: boolean) => void;
}

/** The rows, with loading, error (Retry), empty and 'Load more' states. */
export function ProductList({
  list,
  onEdit,
  onDelete,
  onRestore,
  restoringId,
  ticked,
  onTick,
}: ProductListProps) {
  return (
    <PagedList
      list={list}
      noun="Products"
      count={list.products.length}
      emptyIcon={PackageSearch}
      emptyText="No products found."
    >
      {list.products.map((product) => (
        <ProductRow
          key={product.id}
          product={product}
          onEdit={onEdit}
          onDelete={onDelete}
          onRestore={onRestore}
          isRestoring={restoringId === product.id}
          ticked={ticked.has(product.id)}
          onTick={onTick}
        />
      ))}
    </PagedList>
  );
}
