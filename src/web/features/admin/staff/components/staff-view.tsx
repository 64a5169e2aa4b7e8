import { Send, UserMinus, Users } from 'lucide-react';
import { useState } from 'react';
import {
  STAFF_LEVEL_DESCRIPTIONS,
  STAFF_LEVEL_LABELS,
  STAFF_LEVELS,
  type StaffLevel,
} from '../../../../../shared/staff';
import type { StaffInvitation, StaffMember } from '../../../../../shared/staff-forms';
import { Alert } from '../../../../components/ui/alert';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../../components/ui/alert-dialog';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { Input, Select } from '../../../../components/ui/input';
import { QueryState } from '../../../../components/ui/query-state';
import { formatDate } from '../../../../lib/format-date';
import { useAuth } from '../../../../lib/session/use-auth';
import { usePageTitle } from '../../../../lib/use-page-title';
import { EmptyList, LoadingStatus } from '../../common/components/load-states';
import { useInviteForm } from '../hooks/use-invite-form';
import { useStaff, type StaffNotice } from '../hooks/use-staff';

const TITLE_ID = 'admin-staff-title';
const PANEL = 'rounded-xl border border-border bg-card/60 p-4 sm:p-6';

/** `/admin/staff` (owners): the team with each member's level, the pending invitations, and an invitation form. */
export function StaffView() {
  usePageTitle('Staff - Admin');
  const staff = useStaff();
  const { user } = useAuth();
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  return (
    <section aria-labelledby={TITLE_ID} className="grid grid-cols-1 gap-6">
      <h2
        id={TITLE_ID}
        tabIndex={-1}
        className="text-2xl font-bold text-foreground-strong focus:outline-none"
      >
        Staff
      </h2>
      <LevelGuide />
      {/* A notice names an address, which has no place to break. */}
      <Alert tone={staff.notice?.tone} className="wrap-anywhere">
        {staff.notice?.text}
      </Alert>
      <div className={PANEL}>
        <h3 className="text-lg font-semibold text-foreground-strong">Team</h3>
        <QueryState
          query={staff.team}
          loading={<LoadingStatus>Loading the team...</LoadingStatus>}
          errorLabel="Error loading the team"
          onRetry={() => void staff.team.refetch()}
        >
          {staff.team.data && (
            <ul className="mt-4 grid grid-cols-1 gap-3">
              {staff.team.data.members.map((member) => (
                <MemberRow
                  key={member.id}
                  member={member}
                  isYou={member.id === user?.id}
                  busy={staff.changeLevel.isPending || staff.remove.isPending}
                  onLevel={(staffLevel) =>
                    staff.changeLevel.mutate({
                      id: member.id,
                      name: member.name,
                      staffLevel,
                      label: STAFF_LEVEL_LABELS[staffLevel],
                    })
                  }
                  onRemove={() => setRemoving(member)}
                />
              ))}
            </ul>
          )}
        </QueryState>
      </div>
      {staff.team.data && (
        <Invitations
          invitations={staff.team.data.invitations}
          busy={staff.revoke.isPending}
          onRevoke={(invitation) => staff.revoke.mutate({ id: invitation.id, email: invitation.email })}
        />
      )}
      <InviteForm say={staff.setNotice} />
      <AlertDialog open={removing !== null} onOpenChange={(open) => !open && setRemoving(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Remove {removing?.name}?</AlertDialogTitle>
            <AlertDialogDescription>
              {removing?.email} will be signed out and will no longer open the Admin Dashboard. Their account
              stays a customer account.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              variant="destructive"
              onClick={() => {
                if (removing) staff.remove.mutate({ id: removing.id, name: removing.name });
                setRemoving(null);
              }}
            >
              <UserMinus aria-hidden="true" />
              Remove access
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}

function LevelGuide() {
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-3">
      {STAFF_LEVELS.map((level) => (
        <div key={level} className="rounded-lg border border-border bg-card p-3">
          <dt className="font-semibold text-foreground-strong">{STAFF_LEVEL_LABELS[level]}</dt>
          <dd className="mt-1 text-muted-foreground">{STAFF_LEVEL_DESCRIPTIONS[level]}</dd>
        </div>
      ))}
    </dl>
  );
}

function MemberRow({
  member,
  isYou,
  busy,
  onLevel,
  onRemove,
}: {
  member: StaffMember;
  isYou: boolean;
  busy: boolean;
  onLevel: (level: StaffLevel) => void;
  onRemove: () => void;
}) {
  const selectId = `staff-level-${member.id}`;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-card p-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="font-semibold wrap-anywhere text-foreground-strong">
          {member.name}
          {isYou && <span className="ml-2 text-sm font-normal text-subtle-foreground">(you)</span>}
        </p>
        <p className="truncate text-sm text-muted-foreground">{member.email}</p>
        <p className="text-xs text-subtle-foreground">Joined {formatDate(member.joinedAt)}</p>
      </div>
      <div className="flex min-w-0 items-end gap-2">
        <div className="grid min-w-0 gap-1">
          <label htmlFor={selectId} className="text-xs wrap-anywhere text-muted-foreground">
            Staff level of {member.name}
          </label>
          <Select
            id={selectId}
            value={member.staffLevel}
            disabled={busy}
            onChange={(event) => onLevel(event.target.value as StaffLevel)}
          >
            {STAFF_LEVELS.map((level) => (
              <option key={level} value={level}>
                {STAFF_LEVEL_LABELS[level]}
              </option>
            ))}
          </Select>
        </div>
        <Button variant="outline" disabled={busy} onClick={onRemove} aria-label={`Remove ${member.name}`}>
          <UserMinus aria-hidden="true" />
          Remove
        </Button>
      </div>
    </li>
  );
}

function Invitations({
  invitations,
  busy,
  onRevoke,
}: {
  invitations: StaffInvitation[];
  busy: boolean;
  onRevoke: (invitation: StaffInvitation) => void;
}) {
  return (
    <div className={PANEL}>
      <h3 className="text-lg font-semibold text-foreground-strong">Pending invitations</h3>
      {invitations.length === 0 ? (
        <div className="mt-4">
          <EmptyList icon={Users}>No invitation is waiting for an answer.</EmptyList>
        </div>
      ) : (
        <ul className="mt-4 grid grid-cols-1 gap-3">
          {invitations.map((invitation) => (
            <li
              key={invitation.id}
              className="flex flex-col gap-2 rounded-lg border border-border bg-card p-3 sm:flex-row sm:items-center"
            >
              <div className="min-w-0 flex-1">
                <p className="font-semibold wrap-anywhere text-foreground-strong">
                  {invitation.name} ({STAFF_LEVEL_LABELS[invitation.staffLevel]})
                </p>
                <p className="truncate text-sm text-muted-foreground">{invitation.email}</p>
                <p className="text-xs text-subtle-foreground">
                  Invited by {invitation.invitedBy}; the link works until {formatDate(invitation.expiresAt)}.
                </p>
              </div>
              <Button
                variant="outline"
                disabled={busy}
                onClick={() => onRevoke(invitation)}
                aria-label={`Withdraw the invitation to ${invitation.email}`}
              >
                Withdraw
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function InviteForm({ say }: { say: (notice: StaffNotice | null) => void }) {
  const { form, onSubmit } = useInviteForm(say);
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="staff-invite-title"
      className={`${PANEL} grid gap-4`}
    >
      <h3 id="staff-invite-title" className="text-lg font-semibold text-foreground-strong">
        Invite a member
      </h3>
      <p className="text-sm text-muted-foreground">
        We email them a link to set their password. They join as a verified admin of the level you choose.
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="staff-invite-name" label="Name" error={errors.name?.message} required>
          {(control) => <Input {...register('name')} {...control} autoComplete="off" />}
        </Field>
        <Field id="staff-invite-email" label="Email" error={errors.email?.message} required>
          {(control) => <Input {...register('email')} {...control} type="email" autoComplete="off" />}
        </Field>
        <Field id="staff-invite-level" label="Staff level" error={errors.staffLevel?.message} required>
          {(control) => (
            <Select {...register('staffLevel')} {...control}>
              {STAFF_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {STAFF_LEVEL_LABELS[level]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <div>
        <Button type="submit" disabled={isSubmitting}>
          <Send aria-hidden="true" />
          {isSubmitting ? 'Sending...' : 'Send invitation'}
        </Button>
      </div>
    </form>
  );
}
