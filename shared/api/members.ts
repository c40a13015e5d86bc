import { z } from 'zod';
import { errorBody } from './common';
import { endpoint } from './endpoint';
import { clubfootSides, profileTreatmentStages, roles, treatmentTypes } from './user';

/**
 * A member as others see them (forum author, member page). Privacy decides what is filled in:
 * email only with showEmail, location only with showLocation, treatment details only with
 * showTreatmentDetails; otherwise those fields are null.
 */
export const publicMember = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(roles),
  bio: z.string().nullable(),
  isParent: z.boolean().nullable(),
  isAdult: z.boolean().nullable(),
  isMedicalProfessional: z.boolean().nullable(),
  birthYear: z.number().nullable(),
  email: z.string().nullable(),
  location: z.string().nullable(),
  clubfootSide: z.enum(clubfootSides).nullable(),
  treatmentStage: z.enum(profileTreatmentStages).nullable(),
  treatmentType: z.enum(treatmentTypes).nullable(),
  diagnosisDate: z.string().nullable(),
  createdAt: z.string(),
  deleted: z.boolean(),
  /** Issue 29: a supporting member who chose to show the Supporter badge (never a lapsed or hidden membership). */
  supporter: z.boolean().optional(),
});
export type PublicMember = z.infer<typeof publicMember>;

export const memberEndpoints = {
  /** A member's page: for members only; 404 when hidden by the member's privacy (except to themselves and admins). */
  member: endpoint({
    method: 'GET',
    path: '/api/members/:id',
    access: 'member',
    params: z.object({ id: z.string().uuid() }),
    responses: { 200: publicMember, 401: errorBody, 404: errorBody },
  }),
};
