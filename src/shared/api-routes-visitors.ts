import { z } from 'zod';
import { defineRoute } from './api-route';
import { contactMessageSchema, contactResponseSchema } from './contact';
import { invitationAcceptSchema, invitationTokenSchema, invitationViewSchema } from './staff-forms';

/** A visitor's messages to the seller, and the staff invitation link's pair: read it, accept it. */
export const visitorRoutes = {
  sendContact: defineRoute({
    method: 'POST',
    path: '/api/contact',
    body: contactMessageSchema,
    response: { 201: contactResponseSchema },
  }),
  staffInvitation: defineRoute({
    method: 'GET',
    path: '/api/staff/invitations/:token',
    params: z.object({ token: invitationTokenSchema }),
    response: { 200: invitationViewSchema },
  }),
  acceptStaffInvitation: defineRoute({
    method: 'POST',
    path: '/api/staff/invitations/accept',
    body: invitationAcceptSchema,
    response: { 200: z.object({ email: z.string() }) },
  }),
} as const;
