import { categoryName } from '../../../../shared/categories';
import type { Product, ProductCard } from '../../../../shared/product';
import { productPageUrl } from '../../../../shared/product-share';
import { Breadcrumb, type Crumb } from './breadcrumb';
import { Price } from '../../../components/product/price';
import { ProductGrid } from '../../../components/product/product-grid';
import { ProductGallery } from './product-gallery';
import { ProductTabs } from './product-tabs';
import { ProductVideos } from './product-videos';
import { PurchasePanel } from './purchase-panel';
import { ProductAskWhatsapp } from './product-ask-whatsapp';
import { ProductShare } from './product-share';
import { StarRating } from '../../../components/product/star-rating';
import { useSiteOrigin } from '../../../lib/page-data';
import { useVariantChoice } from '../hooks/use-variant-choice';
import { NoScriptVariants } from './no-script-variants';
import { StockStatus } from './stock-status';
import { VariantPicker } from './variant-picker';

function crumbs(product: Product): Crumb[] {
  const category = product.category[0];
  return [
    { label: 'Home', to: '/' },
    { label: 'Shop', to: '/shop' },
    ...(category ? [{ label: categoryName(category), to: `/shop?category=${category}` }] : []),
    { label: product.name },
  ];
}

export function ProductDetails({ product, related }: { product: Product; related: ProductCard[] }) {
  const origin = useSiteOrigin();
  // Price, stock, picture, the chat's message and Add to Cart follow the chosen variant (decision 052).
  const { variant, choices, shown, choose } = useVariantChoice(product);
  const pageUrl = productPageUrl(origin, product.id, variant?.sku);
  return (
    <div className="mx-auto max-w-7xl px-4 pt-2 pb-6 sm:py-10">
      <Breadcrumb items={crumbs(product)} />
      {/* On a phone the name, the price and the ways to ask come first, above the pictures, so the
          first screen answers "what, how much, and who do I talk to". */}
      <div className="mt-2 grid grid-cols-1 gap-6 sm:mt-6 lg:grid-cols-2 lg:grid-rows-[auto_1fr] lg:gap-x-12 lg:gap-y-5">
        <div className="flex min-w-0 flex-col gap-3 lg:col-start-2 lg:row-start-1">
          <p className="text-sm font-semibold tracking-widest text-primary-strong uppercase">
            {product.brand}
          </p>
          <h1 className="-mt-2 text-2xl font-extrabold tracking-tight break-words text-foreground-strong sm:text-4xl">
            {product.name}
          </h1>
          <StarRating rating={product.rating} reviews={product.reviews} size="md" />
          <Price price={shown.price} originalPrice={shown.originalPrice} size="lg" showSaving />
          <div className="mt-1 flex items-stretch gap-2">
            <ProductAskWhatsapp product={shown} pageUrl={pageUrl} className="min-w-0 flex-1 sm:flex-none" />
            <ProductShare product={shown} pageUrl={pageUrl} />
          </div>
        </div>
        <div className="min-w-0 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          {/* The chosen variant's picture comes first: the gallery starts again from it. */}
          <ProductGallery key={shown.imagePublicId} product={shown} />
        </div>
        <div className="flex min-w-0 flex-col gap-5 lg:col-start-2 lg:row-start-2">
          {/* Beside the picture from the md width; a phone reads it once, in the Description tab. */}
          <p className="hidden whitespace-pre-line text-muted-foreground md:block">{product.description}</p>
          {choices.length > 0 && <VariantPicker productId={product.id} choices={choices} onChoose={choose} />}
          <StockStatus inStock={shown.inStock} stockCount={shown.stockCount} />
          <PurchasePanel key={variant?.id} product={shown} />
          <NoScriptVariants product={product} origin={origin} />
        </div>
      </div>
      <ProductTabs product={product} />
      <ProductVideos videos={product.videos} productName={product.name} />
      {related.length > 0 && (
        <section aria-labelledby="related-products" className="mt-16">
          <h2 id="related-products" className="mb-6 text-2xl font-bold text-foreground-strong">
            Related Products
          </h2>
          <ProductGrid products={related} label="Related products" balanced />
        </section>
      )}
    </div>
  );
}
