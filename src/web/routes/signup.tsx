import { UserPlus } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Field } from '../components/ui/field';
import { Input } from '../components/ui/input';
import { AuthCard } from '../features/auth/components/auth-card';
import { NewPasswordFields } from '../features/auth/components/new-password-fields';
import { useAuth } from '../lib/session/use-auth';
import { withRedirect } from '../features/auth/account-links';
import { useRedirectTarget } from '../features/auth/hooks/use-redirect-target';
import { useSignupForm } from '../features/auth/hooks/use-signup-form';

const linkClass = 'font-semibold text-primary-strong underline-offset-4 hover:underline';

export function SignupPage() {
  const { status } = useAuth();
  const target = useRedirectTarget();
  const { register, error, isSubmitting, onSubmit } = useSignupForm(target);

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
        <Alert className="mb-5">{error}</Alert>
        <Field id="signup-name" label="Full Name" required>
          {(control) => <Input {...register('name')} {...control} autoComplete="name" />}
        </Field>
        <Field id="signup-email" label="Email" required>
          {(control) => <Input {...register('email')} {...control} type="email" autoComplete="email" />}
        </Field>
        <NewPasswordFields
          idPrefix="signup"
          label="Password"
          confirmLabel="Confirm Password"
          password={register('password')}
          confirmPassword={register('confirmPassword')}
        />
        <Button type="submit" size="lg" disabled={isSubmitting}>
          <UserPlus aria-hidden="true" />
          {isSubmitting ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
    </AuthCard>
  );
}
