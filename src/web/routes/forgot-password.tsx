import { Send } from 'lucide-react';
import { Link } from 'react-router';
import { AUTH_MESSAGES } from '../../shared/auth';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Field } from '../components/ui/field';
import { Input } from '../components/ui/input';
import { AuthCard } from '../features/auth/components/auth-card';
import { useForgotPasswordForm } from '../features/auth/hooks/use-forgot-password-form';

const linkClass = 'font-semibold text-primary-strong underline-offset-4 hover:underline';

export function ForgotPasswordPage() {
  const { register, sent, error, isSubmitting, onSubmit } = useForgotPasswordForm();
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
          <Alert tone="success" className="mb-5">
            {AUTH_MESSAGES.resetRequested}
          </Alert>
          <p className="text-sm text-muted-foreground">
            The link is valid for a limited time. Check your spam folder if it does not arrive within a few
            minutes.
          </p>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Reset password">
          <Alert className="mb-5">{error}</Alert>
          <Field id="forgot-email" label="Email" required>
            {(control) => <Input {...register('email')} {...control} type="email" autoComplete="email" />}
          </Field>
          <Button type="submit" size="lg" disabled={isSubmitting}>
            <Send aria-hidden="true" />
            {isSubmitting ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
