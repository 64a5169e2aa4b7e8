import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatPhone } from '../../../../../shared/phone';
import {
  businessDetailsSchema,
  type BusinessDetails,
  type BusinessDetailsInput,
  type BusinessDetailsResponse,
} from '../../../../../shared/settings';
import { errorMessage } from '../../../../lib/api-client';
import { settingsKeys } from '../../../../lib/query-keys';
import { refreshShopIdentity } from '../../../../lib/shop-identity';
import { saveBusinessDetails } from '../api/admin-settings';
import { fieldIssues } from '../../common/field-issues';
import type { SaveStatus } from '../save-status';

type FieldName = keyof BusinessDetailsInput;
const FIELDS = Object.keys(businessDetailsSchema.shape) as FieldName[];

/** The saved details as the form shows them: phones written as people read them. */
function formValues(details: BusinessDetailsResponse['details']): BusinessDetailsInput {
  return {
    ...details,
    whatsapp: formatPhone(details.whatsapp),
    phone: formatPhone(details.phone),
    otherPhone: formatPhone(details.otherPhone),
  };
}

/**
 * The business details form: checked with the shared schema, then PUT. A refused save puts the
 * server's messages beside their fields and keeps what was typed; a saved one shows the stored values.
 */
export function useBusinessForm(saved: BusinessDetailsResponse) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<SaveStatus | null>(null);
  const form = useForm<BusinessDetailsInput, unknown, BusinessDetails>({
    resolver: zodResolver(businessDetailsSchema),
    defaultValues: formValues(saved.details),
    mode: 'onTouched',
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus(null);
    try {
      const answer = await saveBusinessDetails(values);
      queryClient.setQueryData(settingsKeys.business, answer);
      // The storefront's header and footer in this tab show the new details at once.
      void refreshShopIdentity();
      form.reset(formValues(answer.details));
      setStatus({ tone: 'success', text: 'Business details saved.' });
    } catch (error) {
      for (const { field, message } of fieldIssues(error)) {
        // A row of hours comes back as `hours.2.days`.
        if (FIELDS.includes(field.split('.')[0] as FieldName)) form.setError(field as FieldName, { message });
      }
      setStatus({ tone: 'error', text: `Business details not saved. ${errorMessage(error)}` });
    }
  });

  return { form, onSubmit, status };
}
