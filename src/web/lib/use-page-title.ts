import { useEffect } from 'react';
import { SHOP } from '../../shared/shop';

export const DEFAULT_TITLE = `${SHOP.name} - ${SHOP.tagline}`;

/** Sets document.title on client navigation (the server sends the first page's title in the HTML). */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SHOP.name}` : DEFAULT_TITLE;
  }, [title]);
}
