import { PlaceholderPage } from '../components/layout/placeholder-page';

/** The admin dashboard (its own lazy chunk, never part of a storefront bundle). */
export function AdminPage() {
  return (
    <PlaceholderPage title="Admin Dashboard">
      <p>The catalogue dashboard arrives with the admin issue.</p>
    </PlaceholderPage>
  );
}
