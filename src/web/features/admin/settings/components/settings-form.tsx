import { Loader2, Save } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import type { SaveStatus } from '../save-status';

/**
 * A settings form: its heading and what it is for, its fields, Save (busy while saving), then why a save
 * failed (alert) or that it worked (status); both regions stay in the page, so each message is announced.
 */
export function SettingsForm({
  id,
  title,
  description,
  onSubmit,
  isSaving,
  saveLabel,
  status,
  children,
}: {
  /** Names the heading, which names the form. */
  id: string;
  title: string;
  description: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  isSaving: boolean;
  saveLabel: string;
  status: SaveStatus | null;
  children: ReactNode;
}) {
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5" aria-labelledby={id}>
      <div>
        <h3 id={id} className="text-xl font-bold text-foreground-strong">
          {title}
        </h3>
        <p className="mt-1 text-sm text-subtle-foreground">{description}</p>
      </div>
      {children}
      <Button type="submit" disabled={isSaving} className="sm:justify-self-start">
        {isSaving ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Save aria-hidden="true" />}
        {isSaving ? 'Saving...' : saveLabel}
      </Button>
      <Alert>{status?.tone === 'error' && status.text}</Alert>
      <Alert tone="success">{status?.tone === 'success' && status.text}</Alert>
    </form>
  );
}
