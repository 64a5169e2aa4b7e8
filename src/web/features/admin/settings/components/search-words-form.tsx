import {
  searchWordsToText,
  SEARCH_WORDS_LIMITS,
  type SearchWordsResponse,
} from '../../../../../shared/search-words';
import { Field } from '../../../../components/ui/field';
import { Textarea } from '../../../../components/ui/input';
import { useSearchWordsForm } from '../hooks/use-search-words-form';
import { SettingsForm } from './settings-form';

/** The groups of words a shopper may use for the same thing, one group a line. */
export function SearchWordsForm({ saved }: { saved: SearchWordsResponse }) {
  const { form, onSubmit, status } = useSearchWordsForm(saved);
  const error = form.formState.errors.text?.message;
  const lines = Math.min(Math.max(searchWordsToText(saved.groups).split('\n').length, 6), 20);
  return (
    <SettingsForm
      id="search-words-title"
      title="Search words"
      description="Words that mean the same thing to your shoppers. A search for any of them finds what the others name."
      onSubmit={onSubmit}
      isSaving={form.formState.isSubmitting}
      saveLabel="Save search words"
      status={status}
    >
      <Field
        id="search-words"
        label="Groups of words, one group a line"
        hint={`Separate the words of a group with commas, e.g. "lift, hoist, car lift". At most ${SEARCH_WORDS_LIMITS.groups} lines.`}
        error={error}
      >
        {(control) => (
          <Textarea
            {...control}
            {...form.register('text')}
            rows={lines}
            spellCheck={false}
            className="font-mono text-sm"
          />
        )}
      </Field>
    </SettingsForm>
  );
}
