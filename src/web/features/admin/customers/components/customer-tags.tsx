import { Loader2, Plus, Save } from 'lucide-react';
import { CUSTOMER_TAG_MAX_LENGTH, type CustomerDetail } from '../../../../../shared/customers';
import { Button } from '../../../../components/ui/button';
import { Field, FieldError } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { customerTagLabel } from '../customer-tags-model';
import { useCustomerTags } from '../hooks/use-customer-tags';
import { CustomerTagList } from './customer-tag-list';
import { Panel } from './panel';

/** The customer's tags: ticks and a new word for `customers.manage`, the tags alone for the others. */
export function CustomerTags({ customer, mayManage }: { customer: CustomerDetail; mayManage: boolean }) {
  return (
    <Panel id="admin-customer-tags" title="Tags">
      {mayManage ? (
        // Keyed on the saved tags: after a save or a merge the ticks start from the server's list.
        <TagsForm key={customer.tags.join('\n')} id={customer.id} saved={customer.tags} />
      ) : customer.tags.length === 0 ? (
        <p className="text-sm text-muted-foreground">No tags.</p>
      ) : (
        <CustomerTagList tags={customer.tags} />
      )}
    </Panel>
  );
}

function TagsForm({ id, saved }: { id: string; saved: readonly string[] }) {
  const tags = useCustomerTags(id, saved);
  const saveErrorId = 'admin-customer-tags-error';
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2" aria-describedby={tags.saveError ? saveErrorId : undefined}>
        <legend className="sr-only">Tags of this customer</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {tags.choices.map((tag) => (
            <label key={tag} className="inline-flex min-h-11 items-center gap-2 text-sm text-foreground-soft">
              <input
                type="checkbox"
                checked={tags.isTicked(tag)}
                onChange={() => tags.toggle(tag)}
                className="size-4 accent-primary"
              />
              {customerTagLabel(tag)}
            </label>
          ))}
        </div>
      </fieldset>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          tags.add();
        }}
        className="flex flex-wrap items-end gap-3"
      >
        <Field
          id="admin-customer-new-tag"
          label="Add a tag"
          error={tags.addError ?? undefined}
          className="grow"
        >
          {(control) => (
            <Input
              {...control}
              value={tags.draft}
              onChange={(event) => tags.setDraft(event.target.value)}
              maxLength={CUSTOMER_TAG_MAX_LENGTH + 10}
              autoComplete="off"
            />
          )}
        </Field>
        <Button type="submit" variant="outline">
          <Plus aria-hidden="true" />
          Add tag
        </Button>
      </form>
      {tags.saveError && <FieldError id={saveErrorId}>{tags.saveError}</FieldError>}
      <Button
        variant="secondary"
        onClick={tags.save}
        disabled={tags.isSaving}
        aria-busy={tags.isSaving}
        className="justify-self-start"
      >
        {tags.isSaving ? (
          <Loader2 aria-hidden="true" className="animate-spin" />
        ) : (
          <Save aria-hidden="true" />
        )}
        Save tags
      </Button>
    </div>
  );
}
