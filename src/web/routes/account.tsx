import { PlaceholderPage } from '../components/layout/placeholder-page';

export function AccountPage() {
  return (
    <PlaceholderPage title="My Account">
      <p>Your account page, with your latest orders, arrives with customer accounts.</p>
    </PlaceholderPage>
  );
}
