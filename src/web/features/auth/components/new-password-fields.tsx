import type { UseFormRegisterReturn } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '../../../../shared/auth';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';

interface NewPasswordFieldsProps {
  /** Prefix of the inputs' ids: `${idPrefix}-password` and `${idPrefix}-confirm-password`. */
  idPrefix: string;
  label: string;
  confirmLabel: string;
  /** The form's registration of each input. */
  password: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
}

/** A new password and its confirmation (sign-up and password reset). */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  return (
    <>
      <Field
        id={`${props.idPrefix}-password`}
        label={props.label}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        required
      >
        {(control) => <Input {...props.password} {...control} type="password" autoComplete="new-password" />}
      </Field>
      <Field id={`${props.idPrefix}-confirm-password`} label={props.confirmLabel} required>
        {(control) => (
          <Input {...props.confirmPassword} {...control} type="password" autoComplete="new-password" />
        )}
      </Field>
    </>
  );
}
