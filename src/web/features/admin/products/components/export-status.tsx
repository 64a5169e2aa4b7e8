import { Loader2, RotateCcw } from 'lucide-react';
import { isExportInProgress, type ExportFile } from '../../../../../shared/exports';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { exportFileUrl } from '../api/exports';
import { EXPORT_TEXTS } from '../export-format';

/**
 * Where a panel's export stands, in a polite live region that is always in the page (so each change is
 * read out): preparing, ready with its link, or failed with Try again. A refused request shows as an alert.
 */
export function ExportStatus({
  file,
  refused,
  onRetry,
}: {
  file: ExportFile | undefined;
  refused: string | null;
  onRetry: (file: ExportFile) => void;
}) {
  return (
    <div className="grid gap-3">
      <Alert>{refused}</Alert>
      <div role="status" aria-live="polite" className="text-sm text-foreground-soft">
        {file && isExportInProgress(file.status) && (
          <p className="flex items-center gap-2">
            <Loader2 aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
            {EXPORT_TEXTS.preparing}
          </p>
        )}
        {file?.status === 'ready' && (
          <p className="flex flex-wrap items-center gap-x-2">
            <span className="font-semibold text-success-300">{EXPORT_TEXTS.ready}</span>
            <a
              href={exportFileUrl(file.id)}
              download
              className="inline-flex min-h-11 items-center text-primary-strong underline underline-offset-4 wrap-anywhere hover:text-primary-soft"
            >
              Download {file.fileName}
            </a>
          </p>
        )}
        {file?.status === 'failed' && <p className="text-destructive-300">{file.error}</p>}
      </div>
      {file?.status === 'failed' && (
        <div>
          <Button variant="outline" onClick={() => onRetry(file)}>
            <RotateCcw aria-hidden="true" />
            {EXPORT_TEXTS.tryAgain}
          </Button>
        </div>
      )}
    </div>
  );
}
