import { z } from 'zod';
import { NIGERIAN_STATES } from '../../../../shared/nigeria';
import { deliveryFeeSchema, type DeliveryFeesResponse } from '../../../../shared/settings';
import { nairaFieldText, parseNairaText } from '../common/naira-text';

/** One state and class as the form holds it: the fee as typed, or "quote on request" ticked. */
export interface FeeFormRow {
  state: (typeof NIGERIAN_STATES)[number];
  classId: string;
  amount: string;
  quote: boolean;
}
export interface FeeFormValues {
  fees: FeeFormRow[];
}

export const FEE_FORM_MESSAGES = {
  blank: 'Enter a fee, or tick Quote on request',
  notNumber: 'Fee must be a number such as 5,000',
} as const;

/** A row to the API's `{ state, classId, fee }`: the shared fee rules, on the amount read as naira. */
const feeRowSchema = z
  .object({ state: z.enum(NIGERIAN_STATES), classId: z.string(), amount: z.string(), quote: z.boolean() })
  .transform((row, context) => {
    if (row.quote) return { state: row.state, classId: row.classId, fee: null };
    const naira = parseNairaText(row.amount);
    const checked = deliveryFeeSchema.safeParse(naira);
    const problem =
      naira === null
        ? FEE_FORM_MESSAGES.blank
        : Number.isNaN(naira)
          ? FEE_FORM_MESSAGES.notNumber
          : checked.error?.issues[0]?.message;
    if (problem === undefined) return { state: row.state, classId: row.classId, fee: naira };
    context.addIssue({ code: 'custom', path: ['amount'], message: problem });
    return z.NEVER;
  });

export const feeFormSchema = z.object({ fees: z.array(feeRowSchema) });
export type FeeFormOutput = z.output<typeof feeFormSchema>;

/** The saved table as the form shows it: a fee in naira text, or quote on request ticked. */
export function feeFormValues(saved: DeliveryFeesResponse): FeeFormValues {
  return {
    fees: saved.fees.map(({ state, classId, fee }) => ({
      state,
      classId,
      amount: fee === null ? '' : nairaFieldText(fee),
      quote: fee === null,
    })),
  };
}

/** A server field (`fees.3.fee`) as the form's (`fees.3.amount`); null for one the form has not. */
export function feeFormField(field: string): `fees.${number}.amount` | null {
  const match = /^fees\.(\d+)\.fee$/.exec(field);
  return match ? `fees.${Number(match[1])}.amount` : null;
}
