import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { lagosDay } from '../../../../../shared/lagos-time';
import {
  orderExportRangeSchema,
  type OrderExportRange,
  type SpreadsheetFormat,
} from '../../../../../shared/spreadsheet';
import { orderExportUrl } from '../api/spreadsheets';

/** This month so far, in Lagos days. */
function thisMonth(): OrderExportRange {
  const today = lagosDay(new Date());
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/**
 * The orders export's period (From and To, checked by the shared schema), and the download of the file in
 * the chosen format: the browser saves it, the page stays.
 */
export function useOrderExportForm(download: (url: string) => void = (url) => window.location.assign(url)) {
  const form = useForm<OrderExportRange>({
    resolver: zodResolver(orderExportRangeSchema),
    defaultValues: thisMonth(),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const exportAs = (format: SpreadsheetFormat) =>
    form.handleSubmit(({ from, to }) => download(orderExportUrl(format, from, to)));
  return {
    from: form.register('from'),
    to: form.register('to'),
    errors: { from: form.formState.errors.from?.message, to: form.formState.errors.to?.message },
    exportAs,
  };
}
