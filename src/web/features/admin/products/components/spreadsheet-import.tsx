import { FileUp, Loader2, Upload } from 'lucide-react';
import type { FormEvent } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { useSpreadsheetImport } from '../hooks/use-spreadsheet-import';
import { columnNotes, importSummary } from '../import-preview-format';
import { ImportPreviewTable } from './import-preview-table';

const FILE_TYPES = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const FILE_HINT =
  "CSV or Excel (.xlsx), up to 5 MB and 10,000 rows, with the export's columns. Each row is matched to a product by its ID, else by its name.";

/** Choose a file, Preview what it would change, then Apply it: every row in one go, or none. */
export function SpreadsheetImport() {
  const sheet = useSpreadsheetImport();
  const preview = sheet.preview;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    sheet.runPreview();
  }

  return (
    <div className="grid gap-4">
      <form noValidate onSubmit={submit} className="grid gap-4" aria-label="Import products">
        <Field
          id="import-file"
          label="Spreadsheet file"
          hint={FILE_HINT}
          error={sheet.fileError ?? undefined}
        >
          {(control) => (
            <Input
              type="file"
              accept={FILE_TYPES}
              className="file:mr-3 file:rounded file:border-0 file:bg-muted-strong file:px-3 file:py-1 file:text-foreground"
              onChange={(event) => sheet.choose(event.target.files?.[0] ?? null)}
              {...control}
            />
          )}
        </Field>
        <div>
          <Button type="submit" variant="outline" disabled={!sheet.canPreview} aria-busy={sheet.isPreviewing}>
            {sheet.isPreviewing ? (
              <Loader2 aria-hidden="true" className="animate-spin" />
            ) : (
              <FileUp aria-hidden="true" />
            )}
            {sheet.isPreviewing ? 'Reading the file...' : 'Preview'}
          </Button>
        </div>
      </form>

      <Alert>{sheet.error}</Alert>
      <Alert tone="success">{sheet.result}</Alert>
      <div role="status" aria-live="polite" className="grid gap-1 text-sm text-muted-foreground">
        {preview && (
          <>
            <p className="text-base font-semibold text-foreground-strong">{importSummary(preview)}</p>
            {columnNotes(preview).map((note) => (
              <p key={note}>{note}</p>
            ))}
            {preview.counts.error > 0 && (
              <p className="text-destructive-300">
                Correct the rows with errors in the file and preview it again: Apply writes every row or none.
              </p>
            )}
          </>
        )}
      </div>

      {preview && (
        <>
          <ImportPreviewTable preview={preview} choices={sheet} />
          <div>
            <Button onClick={sheet.apply} disabled={!sheet.canApply} aria-busy={sheet.isApplying}>
              {sheet.isApplying ? (
                <Loader2 aria-hidden="true" className="animate-spin" />
              ) : (
                <Upload aria-hidden="true" />
              )}
              {sheet.isApplying ? 'Applying...' : 'Apply'}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
