import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ExportFile, ExportKind, ExportRequest } from '../../../../../shared/exports';
import { errorMessage } from '../../../../lib/api-client';
import { adminExportKeys } from '../../../../lib/query-keys';
import { startDownload } from '../../../../lib/start-download';
import { exportFileUrl, exportListQuery, requestExport } from '../api/exports';

/**
 * The spreadsheet exports (decision 033): asking queues a file on the server; the list of the caller's
 * exports of the last 24 hours is asked for again every second while one is being prepared; each file
 * asked for on this page is downloaded by itself as soon as it is ready (once), so a click on "Catalogue
 * as CSV" still ends in the file.
 */
export function useExports(download: (url: string) => void = startDownload) {
  const queryClient = useQueryClient();
  const list = useQuery(exportListQuery());
  // The exports asked for on this page, newest first, as the server answered the request.
  const [asked, setAsked] = useState<ExportFile[]>([]);
  const downloaded = useRef(new Set<string>());

  const asking = useMutation({
    mutationFn: requestExport,
    onSuccess: (file) => {
      setAsked((before) => [file, ...before]);
      // Into the list at once: it shows the file, and its being queued starts the polling.
      queryClient.setQueryData<ExportFile[]>(adminExportKeys.mine, (before = []) => [
        file,
        ...before.filter((item) => item.id !== file.id),
      ]);
    },
  });

  // Each asked-for export as the list last said it is.
  const followed = asked.map((file) => list.data?.find((item) => item.id === file.id) ?? file);

  useEffect(() => {
    for (const file of followed) {
      if (file.status !== 'ready' || downloaded.current.has(file.id)) continue;
      downloaded.current.add(file.id);
      download(exportFileUrl(file.id));
    }
  });

  return {
    list,
    /** The export of these kinds asked for last on this page (its state is what the panel says). */
    latest: (...kinds: ExportKind[]) => followed.find((file) => kinds.includes(file.kind)),
    /** Queues an export (a second click while the first request is on its way is one request). */
    ask: (request: ExportRequest) => {
      if (!asking.isPending) asking.mutate(request);
    },
    /** Why the last request of this kind was refused (the server's words: too many at once, ...). */
    askError: (...kinds: ExportKind[]) =>
      asking.isError && asking.variables && kinds.includes(asking.variables.kind)
        ? errorMessage(asking.error)
        : null,
  };
}
