import { Loader2, StickyNote } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Textarea } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { useOrderNote } from '../hooks/use-order-note';
import { describedBy, FieldError } from '../../common/components/form-field';

/** "Add a staff note": notes only staff see, kept in the order's history. */
export function OrderNotes({ reference }: { reference: string }) {
  const note = useOrderNote(reference);
  const id = 'admin-order-note';
  return (
    <section
      aria-labelledby="admin-order-notes"
      className="rounded-xl border border-zinc-800 bg-zinc-900 p-4 sm:p-6"
    >
      <h3 id="admin-order-notes" className="text-lg font-semibold text-white">
        Staff notes
      </h3>
      <p className="mt-1 text-sm text-zinc-300">Only staff see these notes; they appear in the history.</p>
      <form onSubmit={note.onSubmit} noValidate className="mt-4 grid gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={id}>Add a staff note</Label>
          <Textarea
            {...describedBy(id, { error: note.error })}
            value={note.draft}
            onChange={(event) => note.change(event.target.value)}
            maxLength={2000}
            className="min-h-24"
          />
          <FieldError id={`${id}-error`} message={note.error} />
        </div>
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
