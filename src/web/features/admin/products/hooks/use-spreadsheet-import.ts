import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES, type ImportPreview } from '../../../../../shared/spreadsheet';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { invalidateCatalogue } from '../../common/catalogue-cache';
import { applyImport, previewImport } from '../api/spreadsheets';
import { canApply } from '../import-preview-format';

/**
 * The import: choose a file, preview it (the server's dry run), then apply exactly that preview. A new
 * file drops the preview; an apply refused because the catalogue changed drops it too, so it is
 * previewed again. After an apply, the admin's lists and the shop's pages are refreshed.
 */
export function useSpreadsheetImport() {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [result, setResult] = useState<string | null>(null);
  // The conflict rows whose stock staff chose to take from the file (every other keeps the stock now).
  const [useFileStock, setUseFileStock] = useState<ReadonlySet<number>>(new Set());

  const previewing = useMutation({
    mutationFn: previewImport,
    onMutate: () => {
      setPreview(null);
      setResult(null);
      setUseFileStock(new Set());
    },
    onSuccess: setPreview,
  });

  const applying = useMutation({
    mutationFn: ({ chosen, token, rows }: { chosen: File; token: string; rows: number[] }) =>
      applyImport(chosen, token, rows),
    onSuccess: (applied) => {
      setResult(applied.message);
      setPreview(null);
      return invalidateCatalogue(queryClient);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) setPreview(null);
    },
  });

  function choose(chosen: File | null) {
    setFile(chosen);
    setPreview(null);
    setResult(null);
    previewing.reset();
    applying.reset();
    setFileError(chosen && chosen.size > IMPORT_MAX_BYTES ? IMPORT_MESSAGES.tooLarge : null);
  }

  return {
    file,
    choose,
    fileError,
    preview,
    /** Why the preview or the apply failed (the server's message). */
    error: previewing.error
      ? errorMessage(previewing.error)
      : applying.error
        ? errorMessage(applying.error)
        : null,
    result,
    isPreviewing: previewing.isPending,
    isApplying: applying.isPending,
    canPreview: file !== null && fileError === null && !previewing.isPending && !applying.isPending,
    canApply: file !== null && preview !== null && canApply(preview) && !applying.isPending,
    runPreview: () => {
      if (!file) return setFileError(IMPORT_MESSAGES.noFile);
      previewing.mutate(file);
    },
    /** Whether a conflict row takes the file's stock (true) or keeps the stock now. */
    usesFileStock: (row: number) => useFileStock.has(row),
    chooseStock: (row: number, fromFile: boolean) =>
      setUseFileStock((current) => {
        const next = new Set(current);
        if (fromFile) next.add(row);
        else next.delete(row);
        return next;
      }),
    apply: () => {
      if (file && preview)
        applying.mutate({
          chosen: file,
          token: preview.token,
          rows: [...useFileStock].sort((a, b) => a - b),
        });
    },
  };
}
