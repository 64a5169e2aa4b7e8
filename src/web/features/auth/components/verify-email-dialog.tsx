import { Send } from 'lucide-react';
import { AUTH_MESSAGES } from '../../../../shared/auth';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useAuth } from '../../../lib/session/use-auth';
import { useResendVerification } from '../hooks/use-resend-verification';

/** 'Email Verification Required - Please verify your email address before proceeding to checkout.' */
export function VerifyEmailDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { profile } = useAuth();
  const { resend, isSending } = useResendVerification();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={AUTH_MESSAGES.verificationRequiredTitle}
      description={
        <>
          <p>{AUTH_MESSAGES.verificationRequiredBody}</p>
          {profile && (
            <p className="mt-2">
              We sent a verification link to{' '}
              <strong className="break-all text-foreground-strong">{profile.email}</strong>. Please check your
              inbox and spam folder.
            </p>
          )}
        </>
      }
    >
      <Button variant="outline" onClick={() => onOpenChange(false)}>
        Close
      </Button>
      <Button onClick={resend} disabled={isSending}>
        <Send aria-hidden="true" />
        {isSending ? 'Sending...' : 'Resend Verification Email'}
      </Button>
    </Dialog>
  );
}
