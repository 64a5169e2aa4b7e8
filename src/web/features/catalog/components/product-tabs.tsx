import { Check } from 'lucide-react';
import type { Product } from '../../../../shared/product';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { ProductDescription } from './product-description';

export function ProductTabs({ product }: { product: Product }) {
  const specifications = Object.entries(product.specifications);
  return (
    <Tabs defaultValue="description" className="mt-12">
      <TabsList aria-label="Product information">
        <TabsTrigger value="description">Description</TabsTrigger>
        <TabsTrigger value="specifications">Specifications</TabsTrigger>
        <TabsTrigger value="features">Features</TabsTrigger>
        <TabsTrigger value="reviews">Reviews</TabsTrigger>
      </TabsList>
      <TabsContent value="description">
        <div className="max-w-3xl">
          <ProductDescription text={product.description} />
        </div>
      </TabsContent>
      <TabsContent value="specifications">
        {specifications.length === 0 ? (
          <p className="text-muted-foreground">No specifications listed for this product.</p>
        ) : (
          <dl className="max-w-3xl divide-y divide-border rounded-xl border border-border">
            {specifications.map(([key, value]) => (
              <div key={key} className="grid gap-1 px-4 py-3 sm:grid-cols-[14rem_1fr]">
                <dt className="font-semibold text-foreground">{key}</dt>
                <dd className="text-muted-foreground">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </TabsContent>
      <TabsContent value="features">
        {product.features.length === 0 ? (
          <p className="text-muted-foreground">No features listed for this product.</p>
        ) : (
          <ul className="max-w-3xl space-y-3">
            {product.features.map((feature, index) => (
              <li key={`${feature}-${index}`} className="flex gap-3 text-muted-foreground">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-strong" />
                {feature}
              </li>
            ))}
          </ul>
        )}
      </TabsContent>
      <TabsContent value="reviews">
        <p className="text-muted-foreground">
          Customer reviews are coming soon. This product has {product.reviews}{' '}
          {product.reviews === 1 ? 'review' : 'reviews'} with an average rating of {product.rating.toFixed(1)}{' '}
          out of 5.
        </p>
      </TabsContent>
    </Tabs>
  );
}
