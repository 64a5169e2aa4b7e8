import { ArrowLeft, MailCheck, RefreshCw, Send } from 'lucide-react';
import { useNavigate } from 'react-router';
import { AUTH_MESSAGES } from '../../../../shared/auth';
import { Button } from '../../../components/ui/button';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAuth } from '../../../lib/session/use-auth';
import { useResendVerification } from '../hooks/use-resend-verification';

/** The block screen of a verification-protected route for a signed-in, unverified user. */
export function VerificationRequired() {
  const { user } = useAuth();
  const { resend, isSending } = useResendVerification();
  const navigate = useNavigate();
  usePageTitle(AUTH_MESSAGES.verificationRequiredTitle);

  function goBack() {
    // Back within the shop, else back in the browser; a page opened in a new tab goes home.
    if (window.history.state?.idx > 0) navigate(-1);
    else if (window.history.length > 1) window.history.back();
    else navigate('/', { replace: true });
  }

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <MailCheck aria-hidden="true" className="size-14 text-primary-strong" />
      <h1 className="mt-4 text-3xl font-extrabold text-foreground-strong">
        {AUTH_MESSAGES.verificationRequiredTitle}
      </h1>
      <p className="mt-3 text-muted-foreground">{AUTH_MESSAGES.verificationRequiredBody}</p>
      {user && (
        <p className="mt-2 text-sm text-muted-foreground">
          We sent a verification link to{' '}
          <strong className="break-all text-foreground-strong">{user.email}</strong>. Please check your inbox
          and spam folder.
        </p>
      )}
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto">
        <Button size="lg" onClick={resend} disabled={isSending}>
          <Send aria-hidden="true" />
          {isSending ? 'Sending...' : 'Resend Verification Email'}
        </Button>
        <Button size="lg" variant="outline" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" />
          I've Verified My Email
        </Button>
        <Button size="lg" variant="ghost" onClick={goBack}>
          <ArrowLeft aria-hidden="true" />
          Go Back
        </Button>
      </div>
    </section>
  );
}
