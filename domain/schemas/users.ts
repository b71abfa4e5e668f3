import { z } from 'zod';
import { ROLES } from '../entities.ts';
import { USER_MESSAGES } from '../messages.ts';
import { idSchema } from './params.ts';

/** The spec names this path parameter userId. */
export const userIdParams = z.object({ userId: idSchema });

/** Body of PATCH /api/admin/users/{userId}/role. */
export const roleSchema = z.object({ role: z.enum(ROLES, { error: USER_MESSAGES.unknownRole }) });
