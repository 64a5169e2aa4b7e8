import { ArrowLeft } from 'lucide-react';
import { Button } from '../../../../components/ui/button';

export function BackToCustomers({ onBack }: { onBack: () => void }) {
  return (
    <Button variant="ghost" onClick={onBack} className="justify-self-start">
      <ArrowLeft aria-hidden="true" />
      Back to customers
    </Button>
  );
}
