import { LogIn } from 'lucide-react';
import { Link, Navigate, useLocation } from 'react-router';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Field } from '../components/ui/field';
import { Input } from '../components/ui/input';
import { AuthCard } from '../features/auth/components/auth-card';
import { useAuth } from '../lib/session/use-auth';
import { useLoginForm } from '../features/auth/hooks/use-login-form';
import { withRedirect } from '../features/auth/account-links';
import { useRedirectTarget } from '../features/auth/hooks/use-redirect-target';

const linkClass = 'font-semibold text-primary-strong underline-offset-4 hover:underline';

/** State a page may pass along: the address to fill in and a notice (after a password reset). */
function useLoginState(): { email: string; notice: string | null } {
  const state = useLocation().state as { email?: unknown; notice?: unknown } | null;
  return {
    email: typeof state?.email === 'string' ? state.email : '',
    notice: typeof state?.notice === 'string' ? state.notice : null,
  };
}

export function LoginPage() {
  const { status } = useAuth();
  const target = useRedirectTarget();
  const { email: initialEmail, notice } = useLoginState();
  const form = useLoginForm(initialEmail);

  // Signed in (just now, or already): back to where the shopper came from.
  if (status === 'signed-in') return <Navigate to={target} replace />;

  return (
    <AuthCard
      title="Sign In"
      intro="Welcome back! Sign in to check out and follow your orders."
      footer={
        <>
          Don't have an account?{' '}
          <Link to={withRedirect('/signup', target)} className={linkClass}>
            Sign Up
          </Link>
        </>
      }
    >
      <form onSubmit={form.onSubmit} noValidate className="grid gap-5" aria-label="Sign in">
        <div>
          {notice && !form.error && (
            <Alert tone="success" className="mb-5">
              {notice}
            </Alert>
          )}
          <Alert className="mb-5">{form.error}</Alert>
        </div>
        <Field id="login-email" label="Email" required>
          {(control) => <Input {...form.register('email')} {...control} type="email" autoComplete="email" />}
        </Field>
        <div className="grid gap-1.5">
          <Field id="login-password" label="Password" required>
            {(control) => (
              <Input
                {...form.register('password')}
                {...control}
                type="password"
                autoComplete="current-password"
              />
            )}
          </Field>
          <Link to="/forgot-password" className={`${linkClass} justify-self-end text-sm`}>
            Forgot password?
          </Link>
        </div>
        <Button type="submit" size="lg" disabled={form.isSubmitting}>
          <LogIn aria-hidden="true" />
          {form.isSubmitting ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>
    </AuthCard>
  );
}
