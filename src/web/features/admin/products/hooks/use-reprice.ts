import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type {
  RepriceApplyResponse,
  RepricePreviewRequest,
  RepricePreviewResponse,
} from '../../../../../shared/reprice';
import { serverMessage } from '../../common/admin-errors';
import { invalidateCatalogue } from '../../common/catalogue-cache';
import { applyReprice, previewReprice } from '../api/admin-products';
import {
  emptyRepriceForm,
  repriceFormSchema,
  toRepriceRequest,
  type RepriceFormValues,
} from '../reprice-form-model';

interface Previewed {
  request: RepricePreviewRequest;
  response: RepricePreviewResponse;
}

const failure = (error: unknown) => serverMessage(error) ?? 'Something went wrong. Please try again.';

/**
 * The reprice screen: the form, its preview (old and new prices of every selected product) and the
 * apply, which sends the prices the preview showed so the server refuses (409) when any moved since.
 * Any change of the form drops the preview, so Apply always applies what is on screen. A success
 * refreshes the admin's lists and the shop.
 */
export function useReprice(ticked: readonly string[]) {
  const queryClient = useQueryClient();
  const schema = useMemo(() => repriceFormSchema(ticked), [ticked]);
  const form = useForm<RepriceFormValues>({
    resolver: zodResolver(schema, undefined, { raw: true }),
    defaultValues: emptyRepriceForm(ticked),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const [previewed, setPreviewed] = useState<Previewed | null>(null);
  const [result, setResult] = useState<RepriceApplyResponse | null>(null);

  const preview = useMutation({
    mutationFn: previewReprice,
    onMutate: () => setResult(null),
    onSuccess: (response, request) => setPreviewed({ request, response }),
    onError: () => setPreviewed(null),
  });
  const apply = useMutation({
    mutationFn: applyReprice,
    onSuccess: async (answer) => {
      setPreviewed(null);
      setResult(answer);
      await invalidateCatalogue(queryClient);
    },
  });

  const submit = form.handleSubmit((values) => {
    apply.reset();
    preview.mutate(toRepriceRequest(values, ticked));
  });

  return {
    form,
    errors: form.formState.errors,
    onPreview: submit,
    /** Any edit of the form (a change event bubbling up from a control) drops the preview and the result. */
    onEdit: () => {
      setPreviewed(null);
      setResult(null);
      preview.reset();
      apply.reset();
    },
    isPreviewing: preview.isPending,
    previewError: preview.isError ? failure(preview.error) : null,
    preview: previewed?.response ?? null,
    onApply: () => {
      if (!previewed || apply.isPending) return;
      apply.mutate({
        ...previewed.request,
        expected: previewed.response.products.map((line) => ({
          id: line.id,
          price: line.oldPrice,
          originalPrice: line.oldOriginalPrice,
          // A product with variants: the prices each variant had too, so a change of any one is caught.
          ...(line.variants && {
            variants: line.variants.map((variant) => ({
              sku: variant.sku,
              price: variant.oldPrice,
              originalPrice: variant.oldOriginalPrice,
            })),
          }),
        })),
      });
    },
    isApplying: apply.isPending,
    applyError: apply.isError ? failure(apply.error) : null,
    result,
  };
}

export type RepriceApi = ReturnType<typeof useReprice>;
