import { MailWarning } from 'lucide-react';
import { AUTH_MESSAGES } from '../../../shared/auth';
import { useResendVerification } from '../../features/auth/hooks/use-resend-verification';

/** The banner's content: loaded only for a signed-in, unverified user (visitors never download it). */
export function VerificationBannerBody({ email }: { email: string }) {
  const { resend, isSending } = useResendVerification();
  return (
    <aside
      aria-labelledby="verify-banner-title"
      className="border-b border-warning-600 bg-warning-300 text-warning-foreground print:hidden"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div className="text-sm">
            <p id="verify-banner-title" className="font-bold">
              {AUTH_MESSAGES.verifyBanner}
            </p>
            <p>
              We sent a verification link to <strong className="break-all">{email}</strong>. Please check your
              inbox and spam folder.
            </p>
          </div>
        </div>
        <button
          type="button"
          onClick={resend}
          disabled={isSending}
          className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-md bg-background px-4 text-sm font-semibold text-warning-200 hover:bg-accent focus-visible:outline-warning-foreground disabled:opacity-60"
        >
          {isSending ? 'Sending...' : 'Resend Email'}
        </button>
      </div>
    </aside>
  );
}
