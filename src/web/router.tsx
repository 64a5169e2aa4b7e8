import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageFallback } from './components/layout/page-fallback';
import { RootLayout } from './components/layout/root-layout';
import { RouteError } from './components/layout/route-error';

/** Every screen is its own lazy chunk; the admin screen is never part of a storefront bundle. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageFallback,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: () => import('./routes/home').then((m) => ({ Component: m.HomePage })) },
          { path: 'shop', lazy: () => import('./routes/shop').then((m) => ({ Component: m.ShopPage })) },
          {
            path: 'product/:id',
            lazy: () => import('./routes/product').then((m) => ({ Component: m.ProductPage })),
          },
          { path: 'cart', lazy: () => import('./routes/cart').then((m) => ({ Component: m.CartPage })) },
          {
            path: 'checkout',
            lazy: () => import('./routes/checkout').then((m) => ({ Component: m.CheckoutPage })),
          },
          { path: 'about', lazy: () => import('./routes/about').then((m) => ({ Component: m.AboutPage })) },
          {
            path: 'contact',
            lazy: () => import('./routes/contact').then((m) => ({ Component: m.ContactPage })),
          },
          {
            path: 'account',
            lazy: () => import('./routes/account').then((m) => ({ Component: m.AccountPage })),
          },
          { path: 'login', lazy: () => import('./routes/login').then((m) => ({ Component: m.LoginPage })) },
          {
            path: 'signup',
            lazy: () => import('./routes/signup').then((m) => ({ Component: m.SignupPage })),
          },
          { path: 'admin', lazy: () => import('./routes/admin').then((m) => ({ Component: m.AdminPage })) },
          {
            path: '*',
            lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundPage })),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
