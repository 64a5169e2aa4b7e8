import type { UseQueryResult } from '@tanstack/react-query';
import type { ExportFile } from '../../../../../shared/exports';
import { QueryState } from '../../../../components/ui/query-state';
import { formatDateTime } from '../../../../lib/format-date';
import { exportFileUrl } from '../api/exports';
import { EXPORT_TEXTS, exportContents, exportStatusText } from '../export-format';

const CELL = 'px-3 py-2 text-left align-top';

/** The caller's exports of the last 24 hours, newest first, each with its state and, once ready, its link. */
export function RecentExports({
  list,
  labelledBy,
}: {
  list: UseQueryResult<ExportFile[]>;
  labelledBy: string;
}) {
  const files = list.data ?? [];
  return (
    <QueryState
      query={list}
      loading={<p className="min-h-11 text-sm text-muted-foreground">Loading your exports…</p>}
      errorLabel="Error loading your exports"
      onRetry={() => void list.refetch()}
      isRetrying={list.isFetching}
      isEmpty={files.length === 0}
      empty={<p className="text-sm text-muted-foreground">{EXPORT_TEXTS.none}</p>}
    >
      <div
        role="region"
        aria-labelledby={labelledBy}
        tabIndex={0}
        className="relative overflow-auto rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-ring"
      >
        <table aria-labelledby={labelledBy} className="w-full min-w-[36rem] text-sm text-foreground-soft">
          <thead className="bg-card">
            <tr className="border-b border-border text-muted-foreground">
              <th scope="col" className={CELL}>
                File
              </th>
              <th scope="col" className={CELL}>
                Asked for
              </th>
              <th scope="col" className={CELL}>
                Status
              </th>
              <th scope="col" className={CELL}>
                <span className="sr-only">Download</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {files.map((file) => (
              <tr key={file.id} className="border-b border-border/60 last:border-0">
                <th scope="row" className={`${CELL} font-medium`}>
                  <span className="block wrap-anywhere">{file.fileName}</span>
                  <span className="block font-normal text-muted-foreground">{exportContents(file)}</span>
                </th>
                <td className={CELL}>{formatDateTime(file.createdAt)}</td>
                <td className={`${CELL} ${file.status === 'failed' ? 'text-destructive-300' : ''}`}>
                  {exportStatusText(file)}
                </td>
                <td className={CELL}>
                  {file.status === 'ready' && (
                    <a
                      href={exportFileUrl(file.id)}
                      download
                      className="inline-flex min-h-11 items-center text-primary-strong underline underline-offset-4 hover:text-primary-soft"
                    >
                      Download<span className="sr-only"> {file.fileName}</span>
                    </a>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </QueryState>
  );
}
