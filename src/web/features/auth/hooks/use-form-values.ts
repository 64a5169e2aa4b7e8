import { useState } from 'react';

/** A form's text values, with a setter per field for AuthField's onValueChange. */
export function useFormValues<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState(initial);
  const set = (field: keyof T) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  return { values, set };
}
