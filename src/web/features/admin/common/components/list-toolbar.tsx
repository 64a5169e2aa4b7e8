import type { ComponentProps } from 'react';
import { Select } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { SearchBox } from './search-box';

export interface ListFilter<T extends string> {
  id: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** A list's search (sent after a pause in typing) and its one select filter, side by side. */
export function ListToolbar<T extends string>({
  search,
  filter,
}: {
  search: ComponentProps<typeof SearchBox>;
  filter: ListFilter<T>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_14rem]">
      <SearchBox {...search} />
      <div className="grid gap-1.5">
        <Label htmlFor={filter.id}>{filter.label}</Label>
        <Select
          id={filter.id}
          value={filter.value}
          onChange={(event) => filter.onChange(event.target.value as T)}
        >
          {filter.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
