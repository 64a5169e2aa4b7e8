import { UserPlus } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { Button } from '../components/ui/button';
import { AuthCard } from '../features/auth/components/auth-card';
import { AuthField } from '../features/auth/components/auth-field';
import { FormAlert } from '../features/auth/components/form-alert';
import { NewPasswordFields } from '../features/auth/components/new-password-fields';
import { useAuth } from '../lib/session/use-auth';
import { withRedirect } from '../features/auth/account-links';
import { useRedirectTarget } from '../features/auth/hooks/use-redirect-target';
import { useSignupForm } from '../features/auth/hooks/use-signup-form';

const linkClass = 'font-semibold text-amber-400 underline-offset-4 hover:underline';

export function SignupPage() {
  const { status } = useAuth();
  const target = useRedirectTarget();
  const { values, set, error, isSubmitting, onSubmit } = useSignupForm(target);

  // Signed in (the new account, or one already open): back to where the shopper came from.
  if (status === 'signed-in') return <Navigate to={target} replace />;

  return (
    <AuthCard
      title="Create Account"
      intro="Create an account to check out and follow your orders. All fields are required."
      footer={
        <>
          Already have an account?{' '}
          <Link to={withRedirect('/login', target)} className={linkClass}>
            Sign In
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Create account">
        <FormAlert message={error} />
        <AuthField
          id="signup-name"
          label="Full Name"
          autoComplete="name"
          value={values.name}
          onValueChange={set('name')}
        />
        <AuthField
          id="signup-email"
          label="Email"
          type="email"
          autoComplete="email"
          value={values.email}
          onValueChange={set('email')}
        />
        <NewPasswordFields
          idPrefix="signup"
          label="Password"
          confirmLabel="Confirm Password"
          password={values.password}
          confirmPassword={values.confirmPassword}
          onPasswordChange={set('password')}
          onConfirmPasswordChange={set('confirmPassword')}
        />
        <Button type="submit" size="lg" disabled={isSubmitting}>
          <UserPlus aria-hidden="true" />
          {isSubmitting ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
    </AuthCard>
  );
}
