import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { ExportKind, ExportRequest } from '../../../../../shared/exports';

/** The exports of a period of days: the orders' lines, or the ledger's payments. */
export type PeriodExportKind = Exclude<ExportKind, 'products'>;
import { lagosDay } from '../../../../../shared/lagos-time';
import {
  orderExportRangeSchema,
  type OrderExportRange,
  type SpreadsheetFormat,
} from '../../../../../shared/spreadsheet';

/** This month so far, in Lagos days. */
function thisMonth(): OrderExportRange {
  const today = lagosDay(new Date());
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/**
 * The period of the orders' and the payments' exports (From and To, checked by the shared schema); a
 * valid period is handed to `onExport` with the chosen kind and format (the page queues the file and
 * follows it).
 */
export function useOrderExportForm(onExport: (request: ExportRequest) => void) {
  const form = useForm<OrderExportRange>({
    resolver: zodResolver(orderExportRangeSchema),
    defaultValues: thisMonth(),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const exportAs = (format: SpreadsheetFormat, kind: PeriodExportKind = 'orders') =>
    form.handleSubmit(({ from, to }) => onExport({ kind, format, from, to }));
  return {
    from: form.register('from'),
    to: form.register('to'),
    errors: { from: form.formState.errors.from?.message, to: form.formState.errors.to?.message },
    exportAs,
  };
}
