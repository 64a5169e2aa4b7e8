import { useEffect } from 'react';
import { SHOP } from '../../shared/shop';
import { useShopIdentity } from './shop-identity';

/** The home page's title: the shop's name and its tagline. */
export function defaultTitle(shopName: string): string {
  return `${shopName} - ${SHOP.tagline}`;
}

/**
 * Sets document.title on client navigation (the server sends the first page's title in the HTML), with
 * the shop's name from the business details.
 */
export function usePageTitle(title?: string): void {
  const { name } = useShopIdentity();
  useEffect(() => {
    document.title = title ? `${title} | ${name}` : defaultTitle(name);
  }, [title, name]);
}
