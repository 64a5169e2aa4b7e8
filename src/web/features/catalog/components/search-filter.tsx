import { Search } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { Input } from '../../../components/ui/input';
import { useDebouncedCommit } from '../../../lib/use-debounced-commit';

export function SearchFilter({ value, onCommit }: { value: string; onCommit: (q: string) => void }) {
  const { draft, change, flush } = useDebouncedCommit(value, onCommit);
  const id = useId();
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    flush();
  }
  return (
    <form role="search" onSubmit={onSubmit}>
      <label htmlFor={id} className="mb-2 block text-sm font-semibold text-foreground-strong">
        Search
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-subtle-foreground"
        />
        <Input
          id={id}
          type="search"
          value={draft}
          onChange={(event) => change(event.target.value)}
          placeholder="Search products..."
          autoComplete="off"
          maxLength={200}
          className="pl-9"
        />
      </div>
    </form>
  );
}
