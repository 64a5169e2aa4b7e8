import { Loader2, StickyNote } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { Textarea } from '../../../../components/ui/input';
import { useOrderNote } from '../hooks/use-order-note';

/** "Add a staff note": notes only staff see, kept in the order's history. */
export function OrderNotes({ reference }: { reference: string }) {
  const note = useOrderNote(reference);
  return (
    <section
      aria-labelledby="admin-order-notes"
      className="rounded-xl border border-border bg-card p-4 sm:p-6"
    >
      <h3 id="admin-order-notes" className="text-lg font-semibold text-foreground-strong">
        Staff notes
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        Only staff see these notes; they appear in the history.
      </p>
      <form onSubmit={note.onSubmit} noValidate className="mt-4 grid gap-3">
        <Field id="admin-order-note" label="Add a staff note" error={note.error}>
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
    </section>
  );
}
