import { z } from 'zod';
import { defineRoute } from './api-route';
import {
  adminContactMessageSchema,
  adminContactMessagesResponseSchema,
  contactHandledSchema,
} from './contact';
import { deliveryClassesInputSchema, deliveryClassesResponseSchema } from './delivery';
import { searchWordsResponseSchema, searchWordsSchema } from './search-words';
import {
  businessDetailsResponseSchema,
  businessDetailsSchema,
  deliveryFeesResponseSchema,
  deliveryFeesSchema,
} from './settings';
import {
  activityQuerySchema,
  activityResponseSchema,
  staffInvitationSchema,
  staffInviteSchema,
  staffLevelChangeSchema,
  staffListResponseSchema,
} from './staff-forms';
import { pathId } from './text';

const idParams = z.object({ id: pathId() });
const okResponse = z.object({ ok: z.literal(true) });

/**
 * The admin's Settings (business details, search words, delivery fees and classes, each read and replaced
 * whole), the Staff section and the activity feed, and the Messages of the contact form.
 */
export const adminSettingsRoutes = {
  businessDetails: defineRoute({
    method: 'GET',
    path: '/api/admin/settings/business',
    response: { 200: businessDetailsResponseSchema },
  }),
  saveBusinessDetails: defineRoute({
    method: 'PUT',
    path: '/api/admin/settings/business',
    body: businessDetailsSchema,
    response: { 200: businessDetailsResponseSchema },
  }),
  searchWords: defineRoute({
    method: 'GET',
    path: '/api/admin/settings/search-words',
    response: { 200: searchWordsResponseSchema },
  }),
  saveSearchWords: defineRoute({
    method: 'PUT',
    path: '/api/admin/settings/search-words',
    body: searchWordsSchema,
    response: { 200: searchWordsResponseSchema },
  }),
  adminDeliveryFees: defineRoute({
    method: 'GET',
    path: '/api/admin/settings/delivery-fees',
    response: { 200: deliveryFeesResponseSchema },
  }),
  saveDeliveryFees: defineRoute({
    method: 'PUT',
    path: '/api/admin/settings/delivery-fees',
    body: deliveryFeesSchema,
    response: { 200: deliveryFeesResponseSchema },
  }),
  deliveryClasses: defineRoute({
    method: 'GET',
    path: '/api/admin/settings/delivery-classes',
    response: { 200: deliveryClassesResponseSchema },
  }),
  saveDeliveryClasses: defineRoute({
    method: 'PUT',
    path: '/api/admin/settings/delivery-classes',
    body: deliveryClassesInputSchema,
    response: { 200: deliveryClassesResponseSchema },
  }),
  staffList: defineRoute({
    method: 'GET',
    path: '/api/admin/staff',
    response: { 200: staffListResponseSchema },
  }),
  inviteStaff: defineRoute({
    method: 'POST',
    path: '/api/admin/staff/invitations',
    body: staffInviteSchema,
    response: { 201: staffInvitationSchema },
  }),
  revokeStaffInvitation: defineRoute({
    method: 'DELETE',
    path: '/api/admin/staff/invitations/:id',
    params: idParams,
    response: { 200: okResponse },
  }),
  changeStaffLevel: defineRoute({
    method: 'PATCH',
    path: '/api/admin/staff/:id',
    params: idParams,
    body: staffLevelChangeSchema,
    response: { 200: okResponse },
  }),
  removeStaff: defineRoute({
    method: 'DELETE',
    path: '/api/admin/staff/:id',
    params: idParams,
    response: { 200: okResponse },
  }),
  activity: defineRoute({
    method: 'GET',
    path: '/api/admin/activity',
    query: activityQuerySchema,
    response: { 200: activityResponseSchema },
  }),
  contactMessages: defineRoute({
    method: 'GET',
    path: '/api/admin/contact-messages',
    response: { 200: adminContactMessagesResponseSchema },
  }),
  setContactMessageHandled: defineRoute({
    method: 'PATCH',
    path: '/api/admin/contact-messages/:id',
    params: idParams,
    body: contactHandledSchema,
    response: { 200: z.object({ message: adminContactMessageSchema }) },
  }),
} as const;
