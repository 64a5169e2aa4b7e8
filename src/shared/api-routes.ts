import type { ApiRoute } from './api-route';
import { adminCatalogueRoutes } from './api-routes-admin-catalogue';
import { adminCustomerRoutes } from './api-routes-customers';
import { adminOrderRoutes } from './api-routes-admin-orders';
import { adminSettingsRoutes } from './api-routes-admin-settings';
import { orderRoutes } from './api-routes-orders';
import { adminPaymentRoutes, paymentRoutes } from './api-routes-payments';
import { shopRoutes } from './api-routes-shop';
import { visitorRoutes } from './api-routes-visitors';

export * from './api-route';

/**
 * Every API route the web calls (Better Auth's own `/api/auth/*` aside): the server registers each from
 * here, the web's client calls through here, and the web's tests stub answers checked against here. The
 * web imports each group from its own file, so a page's script carries only the schemas it uses.
 */
export const routeGroups = {
  shopRoutes,
  orderRoutes,
  paymentRoutes,
  visitorRoutes,
  adminCatalogueRoutes,
  adminOrderRoutes,
  adminPaymentRoutes,
  adminSettingsRoutes,
  adminCustomerRoutes,
} as const;

export const routes = {
  ...shopRoutes,
  ...orderRoutes,
  ...paymentRoutes,
  ...visitorRoutes,
  ...adminCatalogueRoutes,
  ...adminOrderRoutes,
  ...adminPaymentRoutes,
  ...adminSettingsRoutes,
  ...adminCustomerRoutes,
} as const;

export const allRoutes: readonly ApiRoute[] = Object.values(routes);
