import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, type ChangeEvent, type FocusEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CHECKOUT_FIELDS, type CheckoutForm } from '../../../../shared/checkout';
import { notify } from '../../../lib/toast';
import { useAuth } from '../../../lib/session/use-auth';
import { useLastOrderCustomer } from '../api/last-order';
import {
  fieldProblem,
  phoneProblem,
  placeOrderSchema,
  prefillCheckoutForm,
  validateCheckout,
  type CheckoutField,
} from '../checkout-model';

type ControlEvent = ChangeEvent<HTMLInputElement | HTMLSelectElement>;

/**
 * The checkout form (SPEC.md section 5): prefilled from the profile and the shopper's last order, and checked at Place Order with Place
 * Order's schema. A refusal is the specification's toast, with the focus on the first field to fix. A
 * field's mark goes as soon as the field is fixed; a new one shows only at Place Order, or for the phone
 * when the shopper leaves it.
 */
export function useCheckoutForm(onValid: () => void) {
  const { profile, status } = useAuth();
  const lastOrder = useLastOrderCustomer(status === 'signed-in');
  const form = useForm<CheckoutForm>({
    defaultValues: prefillCheckoutForm(profile),
    resolver: zodResolver(placeOrderSchema, undefined, { raw: true }),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  // The last order arrives after the form opened: it fills what the shopper has not typed in meanwhile.
  useEffect(() => {
    if (lastOrder)
      form.reset(prefillCheckoutForm(profile, lastOrder), {
        keepDirtyValues: true,
        keepErrors: true,
      });
  }, [form, profile, lastOrder]);

  /** A field's registration, with the checks of typing and leaving it. */
  function field(name: CheckoutField) {
    return form.register(name, {
      onChange: (event: ControlEvent) => {
        if (form.getFieldState(name).invalid && fieldProblem(name, event.target.value) === null)
          form.clearErrors(name);
      },
      onBlur:
        name === 'phone'
          ? (event: FocusEvent<HTMLInputElement>) => {
              const problem = phoneProblem(event.target.value);
              if (problem) form.setError('phone', { message: problem });
              else form.clearErrors('phone');
            }
          : undefined,
    });
  }

  const submit = form.handleSubmit(onValid, () => {
    const refusal = validateCheckout(form.getValues());
    if (refusal.ok) return;
    const first = refusal.missing[0] ?? (refusal.phoneProblem ? 'phone' : undefined);
    if (first) form.setFocus(first);
    notify.error(refusal.title, { description: refusal.description });
  });

  // The chosen state, for the summary's delivery line.
  const state = useWatch({ control: form.control, name: 'state' });

  /** What is wrong with each field, shown beside it. */
  const errors: Partial<Record<CheckoutField, string>> = {};
  for (const name of CHECKOUT_FIELDS) {
    const message = form.formState.errors[name]?.message;
    if (message) errors[name] = message;
  }

  return { field, errors, submit, values: form.getValues, state };
}
