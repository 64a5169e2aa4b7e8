import { lazy, useState, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, Route, Routes } from 'react-router';
import { RootLayout } from './app/layout/root-layout';
import { RequireAdmin, RequireAuth, RequireVerified } from './app/route-gates';

/** A screen's component, with `preload`: loads its code; once it is here, the screen draws at once. */
type Screen = (() => ReactElement) & { preload(): Promise<unknown> };

/**
 * A screen loaded on first visit: every screen is its own chunk, and the admin never joins a storefront
 * bundle. A screen whose code was loaded before it is first drawn (`preload`: the page the server drew,
 * before the app hydrates it) draws without suspending, so hydration takes the server's HTML as it is.
 */
function lazyScreen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Screen {
  let loaded: ComponentType | undefined;
  const preload = async (): Promise<ComponentType> => (loaded = (await load())[name]);
  const Lazy = lazy(async () => ({ default: await preload() }));
  function LazyScreen() {
    // Chosen once per mount: a screen never changes from one to the other while it is on the page.
    const [Direct] = useState(() => loaded);
    return Direct ? <Direct /> : <Lazy />;
  }
  return Object.assign(LazyScreen, { preload });
}

const HomeScreen = lazyScreen(() => import('./routes/home'), 'HomePage');
const ShopScreen = lazyScreen(() => import('./routes/shop'), 'ShopPage');
const ProductScreen = lazyScreen(() => import('./routes/product'), 'ProductPage');
const CartScreen = lazyScreen(() => import('./routes/cart'), 'CartPage');
const CheckoutScreen = lazyScreen(() => import('./routes/checkout'), 'CheckoutPage');
const AboutScreen = lazyScreen(() => import('./routes/about'), 'AboutPage');
const ContactScreen = lazyScreen(() => import('./routes/contact'), 'ContactPage');
const AccountScreen = lazyScreen(() => import('./routes/account'), 'AccountPage');
const OrderScreen = lazyScreen(() => import('./routes/order'), 'OrderPage');
// The proforma and the receipt: one screen, one chunk.
const OrderDocumentScreen = lazyScreen(() => import('./routes/order-document'), 'OrderDocumentPage');
const LoginScreen = lazyScreen(() => import('./routes/login'), 'LoginPage');
const SignupScreen = lazyScreen(() => import('./routes/signup'), 'SignupPage');
const ForgotPasswordScreen = lazyScreen(() => import('./routes/forgot-password'), 'ForgotPasswordPage');
const ResetPasswordScreen = lazyScreen(() => import('./routes/reset-password'), 'ResetPasswordPage');
const StaffJoinScreen = lazyScreen(() => import('./routes/staff-join'), 'StaffJoinPage');
const AdminScreen = lazyScreen(() => import('./routes/admin'), 'AdminPage');
const NotFoundScreen = lazyScreen(() => import('./routes/not-found'), 'NotFoundPage');

/** The screens the server draws itself (entry-server.tsx), by their paths. */
const SERVER_DRAWN_SCREENS = [
  { path: '/', screen: HomeScreen },
  { path: '/shop', screen: ShopScreen },
  { path: '/product/:id', screen: ProductScreen },
  { path: '*', screen: NotFoundScreen },
];

/** Loads the code of the screen at `pathname` (before hydrating the page the server drew). */
export function preloadScreen(pathname: string): Promise<unknown> {
  const [match] = matchRoutes(SERVER_DRAWN_SCREENS, pathname) ?? [];
  return match ? match.route.screen.preload() : Promise.resolve();
}

/**
 * The routes of the specification. Declarative routing (not the data router) keeps ~16 KB gzip of
 * router code off every page: see docs/decisions/005-declarative-routes-for-page-weight.md.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomeScreen />} />
        <Route path="shop" element={<ShopScreen />} />
        <Route path="product/:id" element={<ProductScreen />} />
        <Route path="cart" element={<CartScreen />} />
        <Route path="about" element={<AboutScreen />} />
        <Route path="contact" element={<ContactScreen />} />
        <Route path="login" element={<LoginScreen />} />
        <Route path="signup" element={<SignupScreen />} />
        <Route path="forgot-password" element={<ForgotPasswordScreen />} />
        <Route path="reset-password" element={<ResetPasswordScreen />} />
        <Route path="staff/join" element={<StaffJoinScreen />} />
        {/* Gates: signed in; then verified for checkout, admin for the dashboard (SPEC.md section 4). */}
        <Route element={<RequireAuth />}>
          <Route path="account" element={<AccountScreen />} />
          <Route path="orders/:reference" element={<OrderScreen />} />
          <Route path="orders/:reference/:document" element={<OrderDocumentScreen />} />
          <Route element={<RequireVerified />}>
            <Route path="checkout" element={<CheckoutScreen />} />
          </Route>
          {/* The admin, one chunk: /admin/products[/new, /<id>/edit], /admin/orders[/<reference>],
              /admin/messages, nested in routes/admin.tsx; /admin and its old addresses redirect there. */}
          <Route element={<RequireAdmin />}>
            <Route path="admin/*" element={<AdminScreen />} />
          </Route>
        </Route>
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
    </Routes>
  );
}
