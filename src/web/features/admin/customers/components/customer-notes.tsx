import { Loader2, StickyNote } from 'lucide-react';
import type { CustomerDetail } from '../../../../../shared/customers';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { Textarea } from '../../../../components/ui/input';
import { formatDateTime } from '../../../../lib/format-date';
import { useCustomerNote } from '../hooks/use-customer-note';
import { Panel } from './panel';

/** Staff-only notes, newest first with who wrote them and when; a note form for `customers.manage`. */
export function CustomerNotes({ customer, mayManage }: { customer: CustomerDetail; mayManage: boolean }) {
  return (
    <Panel id="admin-customer-notes" title="Notes">
      <p className="text-sm text-muted-foreground">Staff only: the customer never sees these notes.</p>
      {mayManage && <NoteForm id={customer.id} />}
      {customer.notes.length === 0 ? (
        <p className="text-sm text-muted-foreground">No notes yet.</p>
      ) : (
        <ol className="grid gap-3" aria-label="Staff notes">
          {customer.notes.map((note) => (
            <li key={note.id} className="rounded-lg border border-border p-3 text-sm">
              <p className="whitespace-pre-line wrap-anywhere text-foreground-soft">{note.text}</p>
              <p className="mt-2 text-xs text-muted-foreground">
                {note.authorName}, <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

function NoteForm({ id }: { id: string }) {
  const note = useCustomerNote(id);
  return (
    <form onSubmit={note.onSubmit} noValidate className="grid gap-3">
      <Field id="admin-customer-note" label="Note" error={note.error}>
        {(control) => <Textarea {...note.field} {...control} maxLength={2000} className="min-h-24" />}
      </Field>
      <Button type="submit" variant="secondary" disabled={note.isSaving} className="justify-self-start">
        {note.isSaving ? (
          <Loader2 aria-hidden="true" className="animate-spin" />
        ) : (
          <StickyNote aria-hidden="true" />
        )}
        Add note
      </Button>
    </form>
  );
}
