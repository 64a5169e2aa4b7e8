import { Alert } from '../../../../components/ui/alert';
import type { SaveStatus } from '../settings-errors';

/** Why a save failed (alert) or that it worked (status): both regions stay, so each is announced. */
export function SaveMessages({ status }: { status: SaveStatus | null }) {
  return (
    <>
      <Alert>{status?.tone === 'error' && status.text}</Alert>
      <Alert tone="success">{status?.tone === 'success' && status.text}</Alert>
    </>
  );
}
