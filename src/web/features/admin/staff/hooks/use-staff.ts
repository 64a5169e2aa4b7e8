import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { StaffLevel } from '../../../../../shared/staff';
import { errorMessage } from '../../../../lib/api-client';
import { staffKeys } from '../../../../lib/query-keys';
import { changeStaffLevel, removeStaff, revokeInvitation, staffListQuery } from '../api/admin-staff';

/** What the last action on the team said: shown in one live region above the lists. */
export interface StaffNotice {
  tone: 'success' | 'error';
  text: string;
}

type Say = (notice: StaffNotice | null) => void;

/** One action on the team: it clears the last notice, says how it went and refreshes the list. */
function useTeamAction<T>(run: (input: T) => Promise<unknown>, done: (input: T) => string, say: Say) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onMutate: () => say(null),
    onSuccess: (_data, input) => say({ tone: 'success', text: done(input) }),
    onError: (error) => say({ tone: 'error', text: errorMessage(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.team }),
  });
}

/** The team and the owner's actions on it. */
export function useStaff() {
  const team = useQuery(staffListQuery());
  const [notice, setNotice] = useState<StaffNotice | null>(null);
  const changeLevel = useTeamAction(
    ({ id, staffLevel }: { id: string; name: string; staffLevel: StaffLevel; label: string }) =>
      changeStaffLevel(id, staffLevel),
    ({ name, label }) => `${name} is now ${label}.`,
    setNotice,
  );
  const remove = useTeamAction(
    ({ id }: { id: string; name: string }) => removeStaff(id),
    ({ name }) => `${name} no longer has access.`,
    setNotice,
  );
  const revoke = useTeamAction(
    ({ id }: { id: string; email: string }) => revokeInvitation(id),
    ({ email }) => `The invitation to ${email} is withdrawn.`,
    setNotice,
  );
  return { team, notice, setNotice, changeLevel, remove, revoke };
}
