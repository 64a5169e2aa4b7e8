import { PlaceholderPage } from '../components/layout/placeholder-page';

export function SignupPage() {
  return (
    <PlaceholderPage title="Create Account">
      <p>
        Customer accounts are coming soon. Until then you can browse, fill your cart and chat with us on
        WhatsApp.
      </p>
    </PlaceholderPage>
  );
}
