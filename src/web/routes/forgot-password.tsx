import { Send } from 'lucide-react';
import { Link } from 'react-router';
import { AUTH_MESSAGES } from '../../shared/auth';
import { Button } from '../components/ui/button';
import { AuthCard } from '../features/auth/components/auth-card';
import { AuthField } from '../features/auth/components/auth-field';
import { FormAlert } from '../features/auth/components/form-alert';
import { useForgotPasswordForm } from '../features/auth/hooks/use-forgot-password-form';

const linkClass = 'font-semibold text-amber-400 underline-offset-4 hover:underline';

export function ForgotPasswordPage() {
  const { email, setEmail, sent, error, isSubmitting, onSubmit } = useForgotPasswordForm();
  return (
    <AuthCard
      title="Reset Your Password"
      intro="Enter the email address of your account and we will send you a link to choose a new password."
      footer={
        <>
          Remembered it?{' '}
          <Link to="/login" className={linkClass}>
            Back to Sign In
          </Link>
        </>
      }
    >
      {sent ? (
        <div>
          <FormAlert tone="success" message={AUTH_MESSAGES.resetRequested} />
          <p className="text-sm text-zinc-300">
            The link is valid for a limited time. Check your spam folder if it does not arrive within a few
            minutes.
          </p>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Reset password">
          <FormAlert message={error} />
          <AuthField
            id="forgot-email"
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onValueChange={setEmail}
          />
          <Button type="submit" size="lg" disabled={isSubmitting}>
            <Send aria-hidden="true" />
            {isSubmitting ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
