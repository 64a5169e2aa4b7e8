import type { ReactNode } from 'react';
import type { Permission } from '../../shared/staff';
import { Navigate, Outlet, Route, Routes, useLocation, useMatch, useSearchParams } from 'react-router';
import { RouteErrorBoundary } from '../app/layout/route-error';
import {
  ADMIN_SECTION_PATHS,
  ADMIN_SECTION_PERMISSIONS,
  adminPathFromLegacy,
  sectionOfPath,
} from '../features/admin/common/admin-paths';
import { AdminShell } from '../features/admin/common/components/admin-shell';
import { SectionDenied } from '../features/admin/common/components/section-denied';
import { useStaffAccess } from '../features/admin/common/hooks/use-staff-access';
import { CustomerDetailView } from '../features/admin/customers/components/customer-detail-view';
import { CustomerListView } from '../features/admin/customers/components/customer-list-view';
import { CustomersSection } from '../features/admin/customers/components/customers-section';
import { OverviewView } from '../features/admin/dashboard/components/overview-view';
import { MessagesView } from '../features/admin/messages/components/messages-view';
import { useNotHandledMessageCount } from '../features/admin/messages/hooks/use-admin-messages';
import { OrderDetailView } from '../features/admin/orders/components/order-detail-view';
import { OrderListView } from '../features/admin/orders/components/order-list-view';
import { OrdersSection } from '../features/admin/orders/components/orders-section';
import { WaitingView } from '../features/admin/orders/components/waiting-view';
import { BalancesDueView } from '../features/admin/orders/components/balances-due-view';
import { useAwaitingOrderCount } from '../features/admin/orders/hooks/use-awaiting-order-count';
import { ProductFormView } from '../features/admin/products/components/product-form-view';
import { ProductListView } from '../features/admin/products/components/product-list-view';
import {
  ProductQuickActions,
  ProductsSection,
  ProductTools,
} from '../features/admin/products/components/products-section';
import { RepriceView } from '../features/admin/products/components/reprice-view';
import { SpreadsheetView } from '../features/admin/products/components/spreadsheet-view';
import { PRODUCTS_PATH } from '../features/admin/products/products-url';
import { SettingsView } from '../features/admin/settings/components/settings-view';
import { ActivityView } from '../features/admin/staff/components/activity-view';
import { StaffView } from '../features/admin/staff/components/staff-view';
import { NotFoundPage } from './not-found';

/**
 * The admin's pages under /admin/* (one lazy chunk, behind RequireAdmin in router.tsx): see
 * docs/decisions/013-admin-as-nested-routes.md. Each section's parent (products, orders) stays mounted
 * while its pages change, so going back to its list can focus the list.
 */
export function AdminPage() {
  return (
    <Routes>
      <Route index element={<LegacyRedirect />} />
      <Route element={<AdminLayout />}>
        <Route path="overview" element={<OverviewView />} />
        <Route path="products" element={<ProductsSection />}>
          <Route index element={<ProductListView />} />
          <Route path="new" element={<ProductFormView />} />
          <Route
            path="reprice"
            element={
              <Allowed permission="products.price">
                <RepriceView />
              </Allowed>
            }
          />
          <Route path="import" element={<SpreadsheetView />} />
          <Route path=":id/edit" element={<ProductFormView />} />
        </Route>
        <Route path="orders" element={<OrdersSection />}>
          <Route index element={<OrderListView />} />
          <Route path="waiting" element={<WaitingView />} />
          <Route path="balances" element={<BalancesDueView />} />
          <Route path=":reference" element={<OrderDetailView />} />
        </Route>
        <Route path="customers" element={<CustomersSection />}>
          <Route index element={<CustomerListView />} />
          <Route path=":id" element={<CustomerDetailView />} />
        </Route>
        <Route path="messages" element={<MessagesView />} />
        <Route path="settings" element={<SettingsView />} />
        <Route path="staff" element={<StaffView />} />
        <Route path="activity" element={<ActivityView />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/**
 * `/admin` is the Overview; the one-page dashboard's addresses (`?view=new`, `?edit=<id>`,
 * `?section=orders&order=<reference>`, ...) are replaced by their page, filters kept.
 */
function LegacyRedirect() {
  const [params] = useSearchParams();
  return <Navigate to={adminPathFromLegacy(params)} replace />;
}

/**
 * The dashboard around the current section's page; the product list adds its tools to the header, the
 * Overview its quick actions (Add Product, Sync Products) for the levels that may use them.
 */
function AdminLayout() {
  const section = sectionOfPath(useLocation().pathname) ?? 'overview';
  const onProductList = useMatch(PRODUCTS_PATH) !== null;
  const onOverview = useMatch(ADMIN_SECTION_PATHS.overview) !== null;
  const can = useStaffAccess();
  const allowed = can(ADMIN_SECTION_PERMISSIONS[section]);
  const tools = !allowed ? undefined : onProductList ? (
    <ProductTools />
  ) : onOverview && can('products.manage') ? (
    <ProductQuickActions />
  ) : undefined;
  const awaiting = useAwaitingOrderCount(can('orders.view'));
  const notHandled = useNotHandledMessageCount(can('messages.view'));
  const badges = {
    ...(awaiting ? { orders: { count: awaiting, description: awaitingDescription(awaiting) } } : {}),
    ...(notHandled
      ? { messages: { count: notHandled, description: notHandledDescription(notHandled) } }
      : {}),
  };
  return (
    <AdminShell section={section} tools={tools} badges={badges}>
      {/* A page that fails shows why under the sections' links; another section starts clean. */}
      <RouteErrorBoundary key={section}>{allowed ? <Outlet /> : <SectionDenied />}</RouteErrorBoundary>
    </AdminShell>
  );
}

/** A page of a section that only some staff levels may use (the server checks each call again). */
function Allowed({ permission, children }: { permission: Permission; children: ReactNode }) {
  return useStaffAccess()(permission) ? children : <SectionDenied />;
}

const awaitingDescription = (count: number) =>
  `${count} ${count === 1 ? 'order' : 'orders'} awaiting confirmation`;
const notHandledDescription = (count: number) =>
  `${count} ${count === 1 ? 'message' : 'messages'} not handled yet`;
