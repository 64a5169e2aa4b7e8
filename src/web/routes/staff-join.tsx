import { useQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { STAFF_LEVEL_LABELS } from '../../shared/staff';
import { STAFF_FORM_MESSAGES, type InvitationView } from '../../shared/staff-forms';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Field } from '../components/ui/field';
import { Input } from '../components/ui/input';
import { AuthCard } from '../features/auth/components/auth-card';
import { NewPasswordFields } from '../features/auth/components/new-password-fields';
import { getInvitation } from '../features/auth/api/staff-join-api';
import { staffKeys } from '../lib/query-keys';
import { useJoinTeamForm } from '../features/auth/hooks/use-join-team-form';

function JoinForm({ token, invitation }: { token: string; invitation: InvitationView }) {
  const { register, error, isSubmitting, onSubmit } = useJoinTeamForm(token, invitation);
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Join the team">
      <Alert className="mb-5">{error}</Alert>
      <Field id="join-email" label="Email">
        {(control) => <Input {...control} value={invitation.email} readOnly autoComplete="username" />}
      </Field>
      <Field id="join-name" label="Full Name" required>
        {(control) => <Input {...register('name')} {...control} autoComplete="name" />}
      </Field>
      <NewPasswordFields
        idPrefix="join"
        label="Password"
        confirmLabel="Confirm Password"
        password={register('password')}
        confirmPassword={register('confirmPassword')}
      />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        <UserPlus aria-hidden="true" />
        {isSubmitting ? 'Joining...' : 'Set Password and Join'}
      </Button>
    </form>
  );
}

/** `/staff/join?token=...`: the page an owner's invitation mail opens. */
export function StaffJoinPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invitation = useQuery({
    queryKey: staffKeys.invitation(token),
    queryFn: ({ signal }) => getInvitation(token, signal),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
  const level = invitation.data ? STAFF_LEVEL_LABELS[invitation.data.staffLevel] : null;
  return (
    <AuthCard
      title="Join the Team"
      intro={level ? `You are invited to help run the shop as ${level}. Choose your password.` : undefined}
    >
      {invitation.data ? (
        <JoinForm token={token} invitation={invitation.data} />
      ) : invitation.isError || token === '' ? (
        <Alert>{STAFF_FORM_MESSAGES.invitationInvalid}</Alert>
      ) : (
        <p role="status" className="text-muted-foreground">
          Checking your invitation...
        </p>
      )}
    </AuthCard>
  );
}
