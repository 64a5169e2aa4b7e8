import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { useDebouncedCommit } from '../../../../lib/use-debounced-commit';

/** A labelled search form of the dashboard: the text is committed after a pause in typing, or on Enter. */
export function SearchBox({
  id,
  label,
  placeholder,
  maxLength,
  value,
  onCommit,
}: {
  id: string;
  label: string;
  placeholder: string;
  maxLength: number;
  value: string;
  onCommit: (value: string) => void;
}) {
  const search = useDebouncedCommit(value, onCommit, 300);
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    search.flush();
  }
  return (
    <form role="search" onSubmit={onSubmit} className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-subtle-foreground"
        />
        <Input
          id={id}
          type="search"
          value={search.draft}
          onChange={(event) => search.change(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          maxLength={maxLength}
          className="pl-9"
        />
      </div>
    </form>
  );
}
