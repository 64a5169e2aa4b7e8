import { afterEach } from 'vitest';
import { takeStubMismatches } from './stub-route';
import { SHOP, SHOP_IDENTITY_ELEMENT_ID, DEFAULT_BUSINESS_HOURS, type ShopIdentity } from '../../shared/shop';

/**
 * Every page the server sends carries the shop's identity as a JSON block (decision 038), so the app
 * reads it without a request. The unit tests render components as on such a page: the block is in the
 * document before a test file's modules load.
 */
export const PAGE_IDENTITY: ShopIdentity = {
  name: SHOP.name,
  whatsapp: '2348035550142',
  chatPhones: ['2348035550142', '2348035550143'],
  email: 'sales@garagepro.example',
  address: '12 Workshop Avenue, Ikeja, Lagos',
  hours: [...DEFAULT_BUSINESS_HOURS],
};

const block = document.createElement('script');
block.type = 'application/json';
block.id = SHOP_IDENTITY_ELEMENT_ID;
block.textContent = JSON.stringify(PAGE_IDENTITY);
document.head.append(block);

// A stubbed answer the server could not send (src/web/test/stub-route.ts) fails the test that used it.
afterEach(() => {
  const mismatches = takeStubMismatches();
  if (mismatches.length > 0) throw new Error(`Stubbed answers unlike the API's:\n${mismatches.join('\n')}`);
});
