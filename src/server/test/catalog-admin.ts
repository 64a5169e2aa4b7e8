import type { ProductInput } from '../../shared/product';
import type { TestApp } from './app';

/** A JSON request as the admin's pages send it (same origin). */
export function send(
  shop: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: unknown,
) {
  return shop.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { origin: shop.config.publicUrl, ...(cookie ? { cookie } : {}) },
  });
}

/** A complete, valid product input around an uploaded picture. */
export function productInput(imagePublicId: string, overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    name: 'Hydraulic Press 20 Ton',
    brand: 'Werther',
    price: 850_000.5,
    originalPrice: 990_000,
    description: 'A 20 ton shop press for bearings and bushes.',
    imagePublicId,
    category: ['garagetools'],
    stockCount: 4,
    features: ['Two-speed pump'],
    specifications: { Capacity: '20 t' },
    videos: ['https://youtu.be/dQw4w9WgXcQ'],
    priority: null,
    featured: false,
    ...overrides,
  };
}
