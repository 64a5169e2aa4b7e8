import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  searchWordsFromText,
  searchWordsSchema,
  searchWordsToText,
  type SearchWordsResponse,
} from '../../../../../shared/search-words';
import { errorMessage } from '../../../../lib/api-client';
import { settingsKeys } from '../../../../lib/query-keys';
import { fieldIssues } from '../../common/field-issues';
import { saveSearchWords } from '../api/admin-settings';
import type { SaveStatus } from '../save-status';

/** The text of the form, one group a line, checked by the server's rules. */
const searchWordsFormSchema = z.object({
  text: z.string().superRefine((value, context) => {
    const checked = searchWordsSchema.safeParse({ groups: searchWordsFromText(value) });
    if (!checked.success)
      for (const issue of checked.error.issues) context.addIssue({ code: 'custom', message: issue.message });
  }),
});
type SearchWordsFormValues = z.infer<typeof searchWordsFormSchema>;

/**
 * The search words: one group a line, its words and phrases separated by commas; checked in the
 * browser, then the whole list PUT. A save shows the list as kept (trimmed, blank lines gone).
 */
export function useSearchWordsForm(saved: SearchWordsResponse) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<SaveStatus | null>(null);
  const form = useForm<SearchWordsFormValues>({
    resolver: zodResolver(searchWordsFormSchema),
    defaultValues: { text: searchWordsToText(saved.groups) },
    mode: 'onSubmit',
  });

  const onSubmit = form.handleSubmit(
    async ({ text }) => {
      setStatus(null);
      try {
        const answer = await saveSearchWords(searchWordsFromText(text));
        queryClient.setQueryData(settingsKeys.searchWords, answer);
        form.reset({ text: searchWordsToText(answer.groups) });
        setStatus({ tone: 'success', text: "Search words saved. The shop's search uses them now." });
      } catch (error) {
        const issue = fieldIssues(error)[0];
        if (issue) form.setError('text', { message: issue.message });
        setStatus({ tone: 'error', text: `Search words not saved. ${errorMessage(error)}` });
      }
    },
    () => setStatus({ tone: 'error', text: 'Search words not saved. Please fix the line named below.' }),
  );

  return { form, onSubmit, status };
}
