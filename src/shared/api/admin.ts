import { z } from 'zod';
import { characterIdParams } from './characters';
import { route } from './route';
import { changes } from './changes';

export const adminAuditQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  subject_type: z.string().min(1).max(64).optional(),
});

export const adminAuditEntry = z.object({
  id: z.number().int(),
  /** Null once the admin's account is gone; their e-mail stays. */
  actor_user_id: z.number().int().nullable(),
  actor_email: z.string(),
  action: z.string(),
  subject_type: z.string(),
  subject_id: z.string().nullable(),
  /** Any JSON, null included (the API document says `{}`, not an any-or-null). */
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntry>;

export const ADMIN_AUDIT_PAGE_SIZE = 50;

export const adminAuditPage = z.object({
  data: z.array(adminAuditEntry),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type AdminAuditPage = z.infer<typeof adminAuditPage>;

/**
 * A game master's order: the character's next hyperspace jump meets pirates (this enemy boards,
 * else the system's weakest pirates); victory surely drops this item.
 */
export const forceEncounterRequest = z.object({
  enemy_id: z.number().int().positive().max(2 ** 31 - 1).optional(),
  loot_item_template_id: z.number().int().positive().max(2 ** 31 - 1).optional(),
});
export type ForceEncounterRequest = z.infer<typeof forceEncounterRequest>;

export const forceEncounterResponse = z.object({
  message: z.string(),
  encounter: z.object({
    character_id: z.number().int(),
    enemy_id: z.number().int().nullable(),
    loot_item_template_id: z.number().int().nullable(),
    loot_name: z.string().nullable(),
  }),
});
export type ForceEncounterResponse = z.infer<typeof forceEncounterResponse>;

/** An admin grants or takes back the admin role of another account, found by its e-mail. */
export const adminRoleRequest = z.object({
  email: z.string().trim().toLowerCase().email('The email must be a valid email address.').max(255, 'The email may not be greater than 255 characters.'),
  is_admin: z.boolean(),
});
export type AdminRoleRequest = z.infer<typeof adminRoleRequest>;
export const adminRoleResponse = z.object({ message: z.string(), user: z.object({ id: z.number().int(), email: z.string(), is_admin: z.boolean() }) });
export type AdminRoleResponse = z.infer<typeof adminRoleResponse>;

/** The admin's routes: the audit log of every admin act, newest first; game-master tools. */
export const adminRoutes = {
  audit: route({ method: 'GET', path: '/api/admin/audit', access: 'admin', query: adminAuditQuery, response: adminAuditPage }),
  adminRole: route({ changes: changes(['world']), method: 'PUT', path: '/api/admin/admins', access: 'admin', body: adminRoleRequest, response: adminRoleResponse }),
  forceEncounter: route({ changes: changes(['travel', 'combat']), method: 'POST', path: '/api/admin/characters/:id/encounter', access: 'admin', params: characterIdParams, body: forceEncounterRequest, response: forceEncounterResponse, status: 201 }),
} as const;
