import { describe, expect, it } from 'vitest';
import { allRouteEntries } from '../../src/shared/api';
import { recordAdminAct } from '../../src/server/domains/admin/adminAudit';
import { syncAdminEmails } from '../../src/server/http/adminAccess';
import { useTestApp, Visitor } from '../support/testApp';

const OPERATOR = 'operator@example.com';
const ctx = useTestApp({ adminEmails: [OPERATOR] });

async function signedIn(email: string): Promise<{ visitor: Visitor; userId: number }> {
  const visitor = new Visitor(ctx.app);
  const registered = await visitor.register(email);
  expect(registered.statusCode).toBe(201);
  return { visitor, userId: (registered.json() as { user: { id: number } }).user.id };
}

async function verify(userId: number): Promise<void> {
  await ctx.database.db.updateTable('users').set({ email_verified_at: ctx.clock.now() }).where('id', '=', userId).execute();
}

const adminEntries = () => allRouteEntries().filter((entry) => entry.access === 'admin');

describe('the admin role', () => {
  it('has routes, and refuses a signed-out visitor (401) and a player (403) on every one', async () => {
    expect(adminEntries().length).toBeGreaterThan(0);
    const stranger = await new Visitor(ctx.app).start();
    const { visitor: player } = await signedIn('player@example.com');
    for (const entry of adminEntries()) {
      const url = entry.path.replace(/:(\w+)/g, '1');
      expect((await stranger.request({ method: entry.method, url })).statusCode, `${entry.method} ${entry.path}`).toBe(401);
      expect((await player.request({ method: entry.method, url })).statusCode, `${entry.method} ${entry.path}`).toBe(403);
    }
  });

  it('comes with an ADMIN_EMAILS address only once the address is verified', async () => {
    const { visitor, userId } = await signedIn(OPERATOR.toUpperCase());
    expect((await visitor.get('/api/admin/audit')).statusCode).toBe(403);
    expect((await visitor.get('/api/user')).json()).toMatchObject({ is_admin: false });
    await verify(userId);
    expect((await visitor.get('/api/admin/audit')).statusCode).toBe(200);
    expect((await visitor.get('/api/user')).json()).toMatchObject({ is_admin: true });
  });

  it('is granted by is_admin, and an address taken off ADMIN_EMAILS stops counting', async () => {
    const { visitor, userId } = await signedIn('granted@example.com');
    await ctx.database.db.updateTable('users').set({ is_admin: true }).where('id', '=', userId).execute();
    expect((await visitor.get('/api/admin/audit')).statusCode).toBe(200);

    const { visitor: listed, userId: listedId } = await signedIn('listed@example.com');
    await verify(listedId);
    await syncAdminEmails(ctx.database.db, ['listed@example.com']);
    expect((await listed.get('/api/admin/audit')).statusCode).toBe(200);
    await syncAdminEmails(ctx.database.db, []);
    expect((await listed.get('/api/admin/audit')).statusCode).toBe(403);
    await syncAdminEmails(ctx.database.db, [OPERATOR]);
  });
});

describe('the admin audit log', () => {
  it('keeps who did what, before and after, newest first; an act rolled back leaves no entry', async () => {
    const { visitor, userId } = await signedIn('auditor@example.com');
    await ctx.database.db.updateTable('users').set({ is_admin: true }).where('id', '=', userId).execute();
    const now = ctx.clock.now();
    await ctx.database.db.transaction().execute((trx) =>
      recordAdminAct(trx, userId, { action: 'update', subjectType: 'planet', subjectId: 7, before: { name: 'Old' }, after: { name: 'New' } }, now),
    );
    await expect(
      ctx.database.db.transaction().execute(async (trx) => {
        await recordAdminAct(trx, userId, { action: 'delete', subjectType: 'planet', subjectId: 7, before: { name: 'New' }, after: null }, now);
        throw new Error('the act failed');
      }),
    ).rejects.toThrow('the act failed');

    const page = (await visitor.get('/api/admin/audit?subject_type=planet')).json();
    expect(page).toMatchObject({ page: 1, total: 1 });
    expect(page.data[0]).toMatchObject({
      actor_user_id: userId,
      actor_email: 'auditor@example.com',
      action: 'update',
      subject_type: 'planet',
      subject_id: '7',
      before: { name: 'Old' },
      after: { name: 'New' },
    });
  });

  it('refuses a bad page with field errors', async () => {
    const { visitor, userId } = await signedIn('pager@example.com');
    await ctx.database.db.updateTable('users').set({ is_admin: true }).where('id', '=', userId).execute();
    const response = await visitor.get('/api/admin/audit?page=0');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('page');
  });
});

describe('an admin grants the role', () => {
  it('to another account by its e-mail and takes it back, audited; never their own; an unknown address is a 422', async () => {
    const { visitor: admin, userId: adminId } = await signedIn('chief@example.com');
    await ctx.database.db.updateTable('users').set({ is_admin: true }).where('id', '=', adminId).execute();
    const { visitor: deputy } = await signedIn('deputy@example.com');
    expect((await deputy.get('/api/admin/audit')).statusCode).toBe(403);

    const granted = await admin.put('/api/admin/admins', { email: 'Deputy@Example.com', is_admin: true });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toMatchObject({ message: 'deputy@example.com is an admin.', user: { email: 'deputy@example.com', is_admin: true } });
    expect((await deputy.get('/api/admin/audit')).statusCode).toBe(200);
    const audit = (await admin.get('/api/admin/audit?subject_type=user')).json();
    expect(audit.data[0]).toMatchObject({ action: 'grant_admin', actor_email: 'chief@example.com', before: { is_admin: false }, after: { is_admin: true } });

    expect((await admin.put('/api/admin/admins', { email: 'deputy@example.com', is_admin: false })).json().message).toBe('deputy@example.com is no longer an admin.');
    expect((await deputy.get('/api/admin/audit')).statusCode).toBe(403);

    const self = await admin.put('/api/admin/admins', { email: 'chief@example.com', is_admin: false });
    expect(self.statusCode).toBe(422);
    expect(self.json().errors).toEqual({ email: ['You cannot take back your own admin role.'] });
    const nobody = await admin.put('/api/admin/admins', { email: 'nobody@example.com', is_admin: true });
    expect(nobody.json().errors).toEqual({ email: ['No account uses that email address.'] });
    expect((await admin.get('/api/admin/audit?subject_type=user')).json().total).toBe(2);
  });
});
