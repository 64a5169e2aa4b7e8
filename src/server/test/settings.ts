import { DEFAULT_DELIVERY_CLASSES } from '../../shared/delivery';
import { NIGERIAN_STATES } from '../../shared/nigeria';
import type { BusinessDetailsInput, DeliveryFeeRow } from '../../shared/settings';

/** Details that pass every rule, as an admin types them. */
export const VALID_DETAILS: BusinessDetailsInput = {
  tradingName: '  GaragePro Nigeria Ltd ',
  whatsapp: '0803 555 0142',
  address: '24 Oba Akran Avenue, Ikeja, Lagos',
  rcNumber: 'RC 1234567',
  phone: '0803 555 0142',
  otherPhone: '',
  email: 'sales@garagepro.ng',
  bankName: 'Zenith Bank',
  accountName: 'GaragePro Nigeria Ltd',
  accountNumber: '1012 345 678',
  proformaValidityDays: 14,
  hours: [
    { days: 'Mon-Fri', hours: '8:00 AM - 6:00 PM' },
    { days: 'Sat', hours: '9:00 AM - 4:00 PM' },
    { days: 'Sun', hours: 'Closed' },
  ],
};

/**
 * The whole fee table of the default classes: every state quote on request but the given ones, whose fee
 * is one for every class, or one per class ({ parcel, pallet, heavy }).
 */
export function feeTable(
  fees: Partial<Record<string, number | null | Partial<Record<string, number | null>>>> = {},
): DeliveryFeeRow[] {
  return NIGERIAN_STATES.flatMap((state) =>
    DEFAULT_DELIVERY_CLASSES.map(({ id: classId }) => {
      const fee = fees[state];
      return { state, classId, fee: (typeof fee === 'object' && fee !== null ? fee[classId] : fee) ?? null };
    }),
  );
}
