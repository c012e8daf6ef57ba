import { z } from 'zod';
import { route } from './route';

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
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
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

/** The admin audit log, newest first: who did what to which object, before and after. */
export const adminRoutes = {
  audit: route({ method: 'GET', path: '/api/admin/audit', access: 'admin', query: adminAuditQuery, response: adminAuditPage }),
} as const;
