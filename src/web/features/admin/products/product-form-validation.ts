import { ADMIN_MESSAGES } from '../../../../shared/admin-catalogue';
import { productInputSchema, subCategoryProblem, type ProductInput } from '../../../../shared/product';
import { parseYoutubeId } from '../../../../shared/youtube';
import { toProductInput, type ProductFormValues, type TextRow } from './product-form-model';

/** The form's fields that can carry a message, in the order they appear on screen. */
export const FORM_FIELDS = [
  'name',
  'brand',
  'price',
  'originalPrice',
  'stockCount',
  'priority',
  'description',
  'category',
  'features',
  'specifications',
  'videos',
  'imagePublicId',
] as const;
export type FormField = (typeof FORM_FIELDS)[number];

export interface FormErrors {
  fields: Partial<Record<FormField, string>>;
  /** 'Invalid YouTube URL' by video row key. */
  videoRows: Record<string, string>;
}

export const NO_ERRORS: FormErrors = { fields: {}, videoRows: {} };

export function hasErrors(errors: FormErrors): boolean {
  return Object.keys(errors.fields).length > 0 || Object.keys(errors.videoRows).length > 0;
}

const REQUIRED_TEXT: Partial<Record<FormField, string>> = {
  name: 'Name is required',
  brand: 'Brand is required',
  price: 'Price is required',
  stockCount: 'Stock is required',
  description: 'Description is required',
};

/** A non-blank link that yields no 11-character video id gets 'Invalid YouTube URL'. */
export function videoRowErrors(rows: TextRow[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const row of rows) {
    if (row.value.trim() !== '' && parseYoutubeId(row.value) === null)
      errors[row.key] = ADMIN_MESSAGES.invalidYoutubeUrl;
  }
  return errors;
}

const isFormField = (name: string): name is FormField => (FORM_FIELDS as readonly string[]).includes(name);

export type ValidationResult = { ok: true; input: ProductInput } | { ok: false; errors: FormErrors };

/**
 * Checks the form with the shared contract (the server runs the same schema): a message per field,
 * one per invalid video row, and the sub-category rule. On success, the body to send.
 */
export function validateProductForm(values: ProductFormValues): ValidationResult {
  const fields: FormErrors['fields'] = {};
  for (const [field, message] of Object.entries(REQUIRED_TEXT) as [FormField, string][]) {
    const text = values[field as keyof ProductFormValues];
    if (typeof text === 'string' && text.trim() === '') fields[field] = message;
  }
  const videoRows = videoRowErrors(values.videos);

  const input = toProductInput(values);
  const parsed = productInputSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      // Video rows have their own messages; the schema's indexes count only the non-blank rows.
      if (field === 'videos' && Object.keys(videoRows).length > 0) continue;
      if (isFormField(field) && fields[field] === undefined) fields[field] = issue.message;
    }
  }
  const subProblem = subCategoryProblem(values.category, values.subCategory);
  if (subProblem && fields.category === undefined) fields.category = subProblem;

  const errors = { fields, videoRows };
  return hasErrors(errors) ? { ok: false, errors } : { ok: true, input };
}

/** The server's per-field messages (`details: [{ field, message }]` of a 400) as form errors. */
export function serverFieldErrors(details: unknown): FormErrors['fields'] {
  if (!Array.isArray(details)) return {};
  const fields: FormErrors['fields'] = {};
  for (const item of details as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { field, message } = item as { field?: unknown; message?: unknown };
    if (typeof field !== 'string' || typeof message !== 'string') continue;
    const name = field.split('.')[0] ?? '';
    if (isFormField(name) && fields[name] === undefined) fields[name] = message;
  }
  return fields;
}

/** Removes one field's message once the admin changes that field. */
export function clearFieldError(errors: FormErrors, field: FormField): FormErrors {
  if (errors.fields[field] === undefined) return errors;
  const { [field]: _removed, ...rest } = errors.fields;
  return { ...errors, fields: rest };
}

export function clearVideoRowError(errors: FormErrors, key: string): FormErrors {
  if (errors.videoRows[key] === undefined) return errors;
  const { [key]: _removed, ...rest } = errors.videoRows;
  return { ...errors, videoRows: rest };
}
