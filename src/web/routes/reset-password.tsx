import { KeyRound } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../components/ui/alert';
import { Button, buttonVariants } from '../components/ui/button';
import { AuthCard } from '../features/auth/components/auth-card';
import { NewPasswordFields } from '../features/auth/components/new-password-fields';
import { RESET_MESSAGES, useResetPasswordForm } from '../features/auth/hooks/use-reset-password-form';

function ResetForm({ token }: { token: string }) {
  const { register, error, isSubmitting, onSubmit } = useResetPasswordForm(token);
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Choose a new password">
      <Alert className="mb-5">{error}</Alert>
      <NewPasswordFields
        idPrefix="reset"
        label="New Password"
        confirmLabel="Confirm New Password"
        password={register('password')}
        confirmPassword={register('confirmPassword')}
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
    <AuthCard title="Choose a New Password" intro={token ? 'Enter your new password.' : undefined}>
      {token ? (
        <ResetForm token={token} />
      ) : (
        <div className="grid gap-5">
          <Alert className="mb-5">{RESET_MESSAGES.invalidLink}</Alert>
          <Link to="/forgot-password" className={buttonVariants({ size: 'lg' })}>
            Request a New Link
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
