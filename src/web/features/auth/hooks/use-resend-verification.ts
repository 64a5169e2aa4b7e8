import { useState } from 'react';
import { useLocation } from 'react-router';
import { AUTH_MESSAGES } from '../../../../shared/auth';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { verificationCallback } from '../verification-link';
import { useAuth } from '../../../lib/session/use-auth';

/** "Resend Email": sends the verification mail again (its link returns to this page) and says how it went. */
export function useResendVerification() {
  const { resendVerificationEmail } = useAuth();
  const { pathname, search } = useLocation();
  const [isSending, setSending] = useState(false);

  async function resend() {
    if (isSending) return;
    setSending(true);
    try {
      await resendVerificationEmail(verificationCallback(`${pathname}${search}`));
      notify.success(AUTH_MESSAGES.verificationSent);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setSending(false);
    }
  }

  return { resend: () => void resend(), isSending };
}
