import { PASSWORD_MIN_LENGTH } from '../../../../shared/auth';
import { AuthField } from './auth-field';

interface NewPasswordFieldsProps {
  /** Prefix of the inputs' ids: `${idPrefix}-password` and `${idPrefix}-confirm-password`. */
  idPrefix: string;
  label: string;
  confirmLabel: string;
  password: string;
  confirmPassword: string;
  onPasswordChange: (value: string) => void;
  onConfirmPasswordChange: (value: string) => void;
}

/** A new password and its confirmation (sign-up and password reset). */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  return (
    <>
      <AuthField
        id={`${props.idPrefix}-password`}
        label={props.label}
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        value={props.password}
        onValueChange={props.onPasswordChange}
      />
      <AuthField
        id={`${props.idPrefix}-confirm-password`}
        label={props.confirmLabel}
        type="password"
        autoComplete="new-password"
        value={props.confirmPassword}
        onValueChange={props.onConfirmPasswordChange}
      />
    </>
  );
}
