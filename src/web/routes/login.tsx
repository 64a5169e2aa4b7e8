import { LogIn } from 'lucide-react';
import { Link, Navigate, useLocation } from 'react-router';
import { Button } from '../components/ui/button';
import { AuthCard } from '../features/auth/components/auth-card';
import { AuthField } from '../features/auth/components/auth-field';
import { FormAlert } from '../features/auth/components/form-alert';
import { useAuth } from '../lib/session/use-auth';
import { useLoginForm } from '../features/auth/hooks/use-login-form';
import { withRedirect } from '../features/auth/account-links';
import { useRedirectTarget } from '../features/auth/hooks/use-redirect-target';

const linkClass = 'font-semibold text-amber-400 underline-offset-4 hover:underline';

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
          {notice && !form.error && <FormAlert tone="success" message={notice} />}
          <FormAlert message={form.error} />
        </div>
        <AuthField
          id="login-email"
          label="Email"
          type="email"
          autoComplete="email"
          value={form.email}
          onValueChange={form.setEmail}
        />
        <div className="grid gap-1.5">
          <AuthField
            id="login-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            value={form.password}
            onValueChange={form.setPassword}
          />
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
