import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { staffInviteSchema, STAFF_FORM_MESSAGES, type StaffInvite } from '../../../../../shared/staff-forms';
import { errorMessage } from '../../../../lib/api-client';
import { staffKeys } from '../../../../lib/query-keys';
import { fieldIssues } from '../../common/field-issues';
import { inviteStaff } from '../api/admin-staff';
import type { StaffNotice } from './use-staff';

const FIELDS = ['name', 'email', 'staffLevel'] as const;

/** The invitation form: checked with the server's schema, then sent; the form empties once the mail is queued. */
export function useInviteForm(say: (notice: StaffNotice | null) => void) {
  const queryClient = useQueryClient();
  const form = useForm<StaffInvite>({
    resolver: zodResolver(staffInviteSchema),
    defaultValues: { name: '', email: '', staffLevel: 'sales' },
    mode: 'onTouched',
  });
  const onSubmit = form.handleSubmit(async (values) => {
    say(null);
    try {
      const invitation = await inviteStaff(values);
      form.reset();
      say({ tone: 'success', text: `${STAFF_FORM_MESSAGES.invitationSent} We emailed ${invitation.email}.` });
      await queryClient.invalidateQueries({ queryKey: staffKeys.team });
    } catch (error) {
      for (const { field, message } of fieldIssues(error))
        if ((FIELDS as readonly string[]).includes(field))
          form.setError(field as (typeof FIELDS)[number], { message });
      say({ tone: 'error', text: errorMessage(error) });
    }
  });
  return { form, onSubmit };
}
