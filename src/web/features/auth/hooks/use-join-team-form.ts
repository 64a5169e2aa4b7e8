import { useNavigate } from 'react-router';
import { joinTeamFormSchema } from '../../../../shared/auth-forms';
import { STAFF_FORM_MESSAGES, type InvitationView } from '../../../../shared/staff-forms';
import { notify } from '../../../lib/toast';
import { useAuth } from '../../../lib/session/use-auth';
import { acceptInvitation } from '../api/staff-join-api';
import { useAuthForm } from './use-auth-form';

/**
 * The invitee's form: their name and a new password typed twice. Accepted, they are signed in with it and
 * taken to the Admin Dashboard; if that sign-in fails, the sign-in page opens with the address filled in.
 */
export function useJoinTeamForm(token: string, invitation: InvitationView) {
  const { login } = useAuth();
  const navigate = useNavigate();
  return useAuthForm(
    joinTeamFormSchema,
    { name: invitation.name, password: '', confirmPassword: '' },
    async (values) => {
      const { email } = await acceptInvitation({ token, name: values.name, password: values.password });
      try {
        await login(email, values.password);
        notify.success('Welcome to the team.');
        navigate('/admin', { replace: true });
      } catch {
        navigate('/login', { replace: true, state: { email, notice: STAFF_FORM_MESSAGES.joined } });
      }
    },
  );
}
