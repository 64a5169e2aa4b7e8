import { SHOP } from '../../shared/shop';
import { FeaturedProducts } from '../features/catalog/components/featured-products';
import { FeaturedSection } from '../features/home/components/featured-section';
import { HeroCarousel } from '../features/home/components/hero-carousel';
import {
  BenefitsStrip,
  CategoryGrid,
  Newsletter,
  Testimonials,
} from '../features/home/components/home-sections';
import { useShopIdentity } from '../lib/shop-identity';
import { usePageTitle } from '../lib/use-page-title';

/** The home page uses a 6 s hero interval (5 s is the carousel's default). */
const HOME_HERO_INTERVAL_MS = 6000;

export function HomePage() {
  usePageTitle();
  const { name } = useShopIdentity();
  return (
    <>
      <h1 className="sr-only">
        {name} - {SHOP.tagline}
      </h1>
      <HeroCarousel intervalMs={HOME_HERO_INTERVAL_MS} />
      <BenefitsStrip />
      <FeaturedSection>
        <FeaturedProducts />
      </FeaturedSection>
      <CategoryGrid />
      <Testimonials />
      <Newsletter />
    </>
  );
}
