import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../../../lib/toast';
import { serverMessage } from '../../common/admin-errors';
import { setCustomerTags } from '../api/admin-customers';
import { readNewTag, tagChoices, tagsToSave } from '../customer-tags-model';
import { useCustomerUpdate } from './use-customer-update';

export const TAGS_FAILED = 'Could not save the tags. Please try again.';

/**
 * The tags of one customer being edited: ticks over the offered tags and the customer's own words, a
 * new word added (ticked), saved as the whole list. The component is keyed on the saved tags, so a
 * save or a merge starts it again from the server's list.
 */
export function useCustomerTags(id: string, saved: readonly string[]) {
  const update = useCustomerUpdate();
  const [added, setAdded] = useState<string[]>([]);
  const [ticked, setTicked] = useState<Set<string>>(() => new Set(saved));
  const [draft, setDraft] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const choices = tagChoices([...saved, ...added]);

  const mutation = useMutation({
    mutationFn: (tags: string[]) => setCustomerTags(id, tags),
    onSuccess: (response) => {
      update(response);
      notify.success('Tags saved');
    },
    onError: (caught) => setSaveError(serverMessage(caught) ?? TAGS_FAILED),
  });

  return {
    choices,
    isTicked: (tag: string) => ticked.has(tag),
    toggle(tag: string) {
      setSaveError(null);
      setTicked((current) => {
        const next = new Set(current);
        if (next.has(tag)) next.delete(tag);
        else next.add(tag);
        return next;
      });
    },
    draft,
    setDraft(text: string) {
      setDraft(text);
      setAddError(null);
    },
    addError,
    /** Adds the typed word as a ticked tag; says why when it cannot be one. */
    add() {
      const read = readNewTag(draft);
      if ('error' in read) {
        setAddError(read.error);
        return;
      }
      if (!choices.includes(read.tag)) setAdded((current) => [...current, read.tag]);
      setTicked((current) => new Set(current).add(read.tag));
      setDraft('');
    },
    saveError,
    save() {
      const { tags, error } = tagsToSave(choices, ticked);
      if (error) setSaveError(error);
      else mutation.mutate(tags);
    },
    isSaving: mutation.isPending,
  };
}
