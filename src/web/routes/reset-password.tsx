import { KeyRound } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonVariants } from '../components/ui/button';
import { AuthCard } from '../features/auth/components/auth-card';
import { AuthField } from '../features/auth/components/auth-field';
import { FormAlert } from '../features/auth/components/form-alert';
import { NewPasswordFields } from '../features/auth/components/new-password-fields';
import { RESET_MESSAGES, useResetPasswordForm } from '../features/auth/hooks/use-reset-password-form';

function ResetForm({ token }: { token: string }) {
  const { values, set, error, isSubmitting, onSubmit } = useResetPasswordForm(token);
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Choose a new password">
      <FormAlert message={error} />
      <AuthField
        id="reset-email"
        label="Email"
        type="email"
        autoComplete="username"
        value={values.email}
        onValueChange={set('email')}
      />
      <NewPasswordFields
        idPrefix="reset"
        label="New Password"
        confirmLabel="Confirm New Password"
        password={values.password}
        confirmPassword={values.confirmPassword}
        onPasswordChange={set('password')}
        onConfirmPasswordChange={set('confirmPassword')}
      />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        <KeyRound aria-hidden="true" />
        {isSubmitting ? 'Saving...' : 'Change Password and Sign In'}
      </Button>
    </form>
  );
}

/** The page the mailed reset link lands on: ?token=..., or ?error=INVALID_TOKEN for a dead link. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('error') ? null : params.get('token');
  return (
    <AuthCard
      title="Choose a New Password"
      intro={token ? 'Enter your email address and your new password.' : undefined}
    >
      {token ? (
        <ResetForm token={token} />
      ) : (
        <div className="grid gap-5">
          <FormAlert message={RESET_MESSAGES.invalidLink} />
          <Link to="/forgot-password" className={buttonVariants({ size: 'lg' })}>
            Request a New Link
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
