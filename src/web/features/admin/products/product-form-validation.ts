import type { FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import { productInputSchema, stockUpdateSchema, subCategoryProblem } from '../../../../shared/product';
import { INVALID_YOUTUBE_URL, parseYoutubeId } from '../../../../shared/youtube';
import { fieldIssuesIn } from '../common/field-issues';
import { parseNairaText } from '../common/naira-text';
import {
  keptFeatures,
  keptSpecifications,
  keptVideos,
  parseNumberField,
  type FormImage,
  type ProductFormValues,
} from './product-form-model';

/**
 * The product form's check (SPEC.md section 5), over the values as typed and built from the shared
 * product schema the server runs: each value is read as toProductInput sends it and checked by its
 * field's rule, so every message sits beside its field. Blank required fields say '<Field> is required';
 * each non-blank video link that is not a YouTube link says 'Invalid YouTube URL' beside its row.
 */
const shape = productInputSchema.shape;

const required = (message: string) => z.string().trim().min(1, message);

/** The first problem the shared `rule` finds in a value as it is sent becomes this value's message. */
function addProblem(context: z.RefinementCtx, rule: z.ZodType, sent: unknown) {
  const message = rule.safeParse(sent).error?.issues[0]?.message;
  if (message) context.addIssue({ code: 'custom', message });
}

/** A form value checked by the shared `rule` of the field it is sent as (converted by `toSent`). */
const sentAs = <T>(
  value: z.ZodType<T, T>,
  rule: z.ZodType,
  toSent: (value: T) => unknown = (typed) => typed,
) => value.superRefine((typed, context) => addProblem(context, rule, toSent(typed)));

const textRow = z.object({ value: z.string() });
const specRow = z.object({ name: z.string(), value: z.string() });

const isVideoLinkOrBlank = (text: string) => text.trim() === '' || parseYoutubeId(text) !== null;

/** 'Invalid YouTube URL' beside each row that is not a link to a video; then the list's own rule. */
const videoRows = z.array(textRow).superRefine((value, context) => {
  const invalid = value.flatMap((row, index) => (isVideoLinkOrBlank(row.value) ? [] : [index]));
  for (const index of invalid)
    context.addIssue({ code: 'custom', message: INVALID_YOUTUBE_URL, path: [index, 'value'] });
  if (invalid.length === 0) addProblem(context, shape.videos, keptVideos(value));
});

export const productFormSchema = z
  .object({
    name: shape.name,
    brand: shape.brand,
    price: required('Price is required')
      .transform((text) => parseNairaText(text) ?? Number.NaN)
      .pipe(shape.price),
    originalPrice: z.string().transform(parseNairaText).pipe(shape.originalPrice.unwrap()),
    installationFee: z.string().transform(parseNairaText).pipe(shape.installationFee.unwrap()),
    deliveryClass: shape.deliveryClass.unwrap(),
    stockCount: required('Stock is required').transform(Number).pipe(shape.stockCount),
    lowStockThreshold: required('Low-stock threshold is required')
      .transform(Number)
      .pipe(shape.lowStockThreshold.unwrap()),
    priority: z.string().transform(parseNumberField).pipe(shape.priority.unwrap()),
    description: shape.description,
    featured: z.boolean(),
    category: sentAs(z.array(z.string()), shape.category),
    subCategory: sentAs(z.array(z.string()), shape.subCategory),
    features: sentAs(z.array(textRow), shape.features, keptFeatures),
    specifications: sentAs(z.array(specRow), shape.specifications, keptSpecifications),
    videos: videoRows,
    images: sentAs(z.custom<FormImage[]>(), shape.images.unwrap(), (images) =>
      images.map((image) => image.publicId),
    ),
  })
  .superRefine((values, context) => {
    const problem = subCategoryProblem(values.category, values.subCategory);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['category'] });
  });

/** The stock box of a list row: a whole number of at least 0; blank is no number. */
export const stockFormSchema = z.object({
  stockCount: z
    .string()
    .transform((text) => parseNumberField(text) ?? Number.NaN)
    .pipe(stockUpdateSchema.shape.stockCount),
});
export type StockForm = z.input<typeof stockFormSchema>;

/** The form's fields that can carry a message, in the order the focus looks for the first one. */
export const FORM_FIELDS = [
  'name',
  'brand',
  'price',
  'originalPrice',
  'installationFee',
  'deliveryClass',
  'stockCount',
  'lowStockThreshold',
  'priority',
  'description',
  'category',
  'features',
  'specifications',
  'videos',
  'images',
] as const;
export type FormField = (typeof FORM_FIELDS)[number];

const isFormField = (name: string): name is FormField => (FORM_FIELDS as readonly string[]).includes(name);

export type RowList = 'features' | 'specifications' | 'videos';

/** The id of a row's first input (a specification row's name). */
export const rowInputId = (list: RowList, index: number) => `product-${list}-${index}`;

/** The message of a list itself: the check's (react-hook-form keeps it as `root`) or the server's. */
export function listMessage(error: { message?: string; root?: { message?: string } } | undefined) {
  return error?.root?.message ?? error?.message;
}

/** The element that gets focus for the first message: a field, a fieldset, or the first wrong video row. */
export function firstErrorElementId(errors: FieldErrors<ProductFormValues>): string | null {
  const field = FORM_FIELDS.find((name) => errors[name]);
  if (field === undefined) return null;
  if (field === 'category') return 'product-category-fieldset';
  if (field === 'images') return 'product-image-zone';
  const rows = field === 'videos' && Array.isArray(errors.videos) ? errors.videos : [];
  const row = rows.findIndex((error) => error?.value);
  return row >= 0 ? rowInputId('videos', row) : `product-${field}`;
}

/** The server's per-field messages (`details: [{ field, message }]` of a 400), by form field. */
export function serverFieldErrors(details: unknown): Partial<Record<FormField, string>> {
  const fields: Partial<Record<FormField, string>> = {};
  for (const { field, message } of fieldIssuesIn(details)) {
    // The form holds the pictures as `images`; a list's message is the list's, whichever row it names.
    const head = field.split('.')[0] ?? '';
    const name = head === 'imagePublicId' ? 'images' : head;
    if (isFormField(name) && fields[name] === undefined) fields[name] = message;
  }
  return fields;
}
