import { AdminDashboard } from '../features/admin/components/admin-dashboard';

/** The admin dashboard (its own lazy chunk, never part of a storefront bundle). */
export function AdminPage() {
  return <AdminDashboard />;
}
