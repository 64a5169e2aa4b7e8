import { z } from 'zod';
import { defineRoute } from './api-route';
import {
  featuredResponseSchema,
  productDetailResponseSchema,
  productListQuerySchema,
  productListResponseSchema,
} from './product';
import { suggestionsQuerySchema, suggestionsResponseSchema } from './search';
import { publicDeliveryFeesSchema } from './settings';
import { shopIdentitySchema } from './shop';
import { pathId } from './text';

const idParams = z.object({ id: pathId() });

/** The catalogue, the search box, the shop's identity and delivery fees: what every shopper's page asks for. */
export const shopRoutes = {
  listProducts: defineRoute({
    method: 'GET',
    path: '/api/products',
    query: productListQuerySchema,
    response: { 200: productListResponseSchema },
  }),
  featuredProducts: defineRoute({
    method: 'GET',
    path: '/api/products/featured',
    response: { 200: featuredResponseSchema },
  }),
  getProduct: defineRoute({
    method: 'GET',
    path: '/api/products/:id',
    params: idParams,
    response: { 200: productDetailResponseSchema },
  }),
  searchSuggestions: defineRoute({
    method: 'GET',
    path: '/api/search/suggestions',
    query: suggestionsQuerySchema,
    response: { 200: suggestionsResponseSchema },
  }),
  shopIdentity: defineRoute({
    method: 'GET',
    path: '/api/shop',
    response: { 200: shopIdentitySchema },
  }),
  deliveryFees: defineRoute({
    method: 'GET',
    path: '/api/delivery-fees',
    response: { 200: publicDeliveryFeesSchema },
  }),
} as const;
