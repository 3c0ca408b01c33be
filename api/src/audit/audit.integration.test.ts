import request from 'supertest';
import { auditPageSchema, type AuditEntry } from '@lexa/common';
import { DEMO_ACCOUNTS } from '../seed/demo-data';
import { bearer, createTestApp, type TestApp } from '../test-support/test-app';

/** The address the (trusted) proxy reports, and the browser: what each entry must carry. */
const FROM = '203.0.113.7';
const AGENT = 'audit-test-browser';
const API_KEY = 'sk-audit-0123456789-very-secret-key';

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

describe('the staff audit trail', () => {
  let t: TestApp;
  let admin: string;
  let attorney: string;
  let client: string;
  let adminId: string;
  let attorneyId: string;

  beforeAll(async () => {
    t = await createTestApp({ trustProxy: true });
    [admin, attorney, client] = await Promise.all([t.tokenFor('admin'), t.tokenFor('attorney'), t.tokenFor('client')]);
    const idOf = async (token: string) => (await request(t.app).get('/api/auth/me').set(bearer(token))).body.user.id;
    [adminId, attorneyId] = await Promise.all([idOf(admin), idOf(attorney)]);
  });
  afterAll(() => t.close());

  const call = (token: string | null, method: Method, path: string, body?: object) => {
    const pending = request(t.app)[method](path).set('X-Forwarded-For', FROM).set('User-Agent', AGENT);
    if (token) pending.set(bearer(token));
    return body ? pending.send(body) : pending;
  };
  const asAdmin = (method: Method, path: string, body?: object) => call(admin, method, path, body);

  async function trail(query: string): Promise<AuditEntry[]> {
    const response = await asAdmin('get', `/api/admin/audit?${query}&limit=100`);
    expect(response.status).toBe(200);
    return auditPageSchema.parse(response.body).entries;
  }
  const actionsOf = (entries: AuditEntry[]) => entries.map((entry) => entry.action);
  const find = (entries: AuditEntry[], action: AuditEntry['action']) => entries.find((e) => e.action === action)!;

  const newRequest = async (email: string) => {
    const { userId } = await t.signup(email);
    const created = await t.modules.requests.service.create({
      clientId: userId,
      title: 'Lease review',
      description: 'Please review my apartment lease before I sign it.',
      contactEmail: email,
    });
    return { userId, requestId: created.id };
  };

  it("records every staff action on a request, with who, when, from where and what changed, in the request's trail", async () => {
    const { userId, requestId } = await newRequest('case-client@example.com');
    const base = `/api/admin/requests/${requestId}`;
    const done = [
      await asAdmin('patch', `${base}/status`, { status: 'in_review' }),
      await asAdmin('post', `${base}/updates`, { message: 'We are on it.', alias: 'Sarah' }),
      await asAdmin('post', `${base}/updates`, { message: 'Check clause 4.', isInternal: true }),
      await asAdmin('patch', `${base}/assign`, {}),
      await asAdmin('post', `${base}/attorneys`, { attorneyId }),
      await call(attorney, 'post', `/api/attorney/requests/${requestId}/updates`, { message: 'Clause 4 is fine.' }),
      await call(attorney, 'patch', `/api/attorney/requests/${requestId}/status`, { status: 'in_progress' }),
      await asAdmin('post', `/api/admin/dashboard/requests/${requestId}/send-reminder`, {}),
      await asAdmin('post', `/api/admin/dashboard/requests/${requestId}/toggle-auto-reminder`, { enabled: true }),
      await asAdmin('delete', `${base}/attorneys/${attorneyId}`),
    ];
    expect(done.map((response) => response.status)).toEqual([200, 201, 201, 200, 201, 201, 200, 200, 200, 204]);

    const entries = await trail(`requestId=${requestId}`);
    // Newest first.
    expect(actionsOf(entries)).toEqual([
      'request.attorney_withdrawn',
      'request.auto_reminder_toggled',
      'request.reminder_sent',
      'request.status_changed',
      'request.reply_sent',
      'request.attorney_assigned',
      'request.admin_assigned',
      'request.internal_note',
      'request.reply_sent',
      'request.status_changed',
    ]);
    for (const entry of entries)
      expect(entry).toMatchObject({ requestId, subjectUserId: userId, ip: FROM, userAgent: AGENT });

    const [withdrawn, toggled, reminded, attorneyStatus, attorneyReply, assigned, taken, note, reply, status] = entries;
    expect(status).toMatchObject({
      actorId: adminId,
      actorEmail: DEMO_ACCOUNTS.admin.email,
      actorRole: 'admin',
      targetType: 'request',
      targetId: requestId,
      changes: { status: { from: 'submitted', to: 'in_review' } },
    });
    expect(reply).toMatchObject({ targetType: 'message', changes: { alias: 'Sarah' } });
    expect(note!.targetType).toBe('message');
    expect(taken!.changes).toEqual({ assignedAdminId: { from: null, to: adminId } });
    expect(assigned!.changes).toEqual({ attorney: { to: DEMO_ACCOUNTS.attorney.email } });
    // Attorneys' actions on their cases are staff actions too.
    expect(attorneyReply).toMatchObject({ actorId: attorneyId, actorRole: 'attorney' });
    expect(attorneyStatus).toMatchObject({
      actorId: attorneyId,
      changes: { status: { from: 'in_review', to: 'in_progress' } },
    });
    expect(reminded!.changes).toEqual({ sentTo: 'case-client@example.com' });
    expect(toggled!.changes).toEqual({ autoReminderEnabled: { from: false, to: true } });
    expect(withdrawn!.changes).toEqual({ attorney: { from: DEMO_ACCOUNTS.attorney.email } });
    expect(new Date(status!.at).getTime()).toBeLessThanOrEqual(new Date(withdrawn!.at).getTime());

    // The deletion is kept after the request is gone: the trail outlives what it is about.
    expect((await asAdmin('delete', `/api/admin/dashboard/requests/${requestId}`)).status).toBe(204);
    const after = await trail(`requestId=${requestId}`);
    expect(after[0]).toMatchObject({ action: 'request.deleted', changes: { title: 'Lease review' } });
    expect(after).toHaveLength(entries.length + 1);
  });

  it("records the Users tab's actions and a sign-in as the user in that user's trail", async () => {
    const { userId, requestId } = await newRequest('managed@example.com');
    const user = `/api/admin/users/${userId}`;
    expect((await asAdmin('patch', `${user}/email`, { email: 'renamed@example.com' })).status).toBe(200);
    expect((await asAdmin('post', `${user}/send-magic-link`, {})).status).toBe(200);
    const magic = /magic-login\?token=([A-Za-z0-9_-]{43})/.exec(t.mail.lastTo(DEMO_ACCOUNTS.admin.email)!.text!)![1]!;
    // Signing in with the link is the admin acting as the user, from wherever the link was opened.
    const impersonation = await request(t.app)
      .post('/api/auth/magic-verify')
      .set('X-Forwarded-For', '198.51.100.9')
      .send({ token: magic });
    expect(impersonation.status).toBe(200);
    expect((await asAdmin('post', `${user}/reset-password`, {})).status).toBe(200);
    const reset = /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(t.mail.lastTo('renamed@example.com')!.text!)![1]!;
    expect((await asAdmin('delete', user)).status).toBe(200);

    const entries = await trail(`userId=${userId}`);
    expect(actionsOf(entries)).toEqual([
      'user.deleted',
      'request.deleted',
      'user.password_reset_sent',
      'user.impersonated',
      'user.magic_link_sent',
      'user.email_changed',
    ]);
    for (const entry of entries) expect(entry).toMatchObject({ subjectUserId: userId, actorId: adminId });
    expect(find(entries, 'user.email_changed').changes).toEqual({
      email: { from: 'managed@example.com', to: 'renamed@example.com' },
    });
    expect(find(entries, 'user.magic_link_sent').changes).toEqual({ sentTo: DEMO_ACCOUNTS.admin.email });
    expect(find(entries, 'user.impersonated')).toMatchObject({ ip: '198.51.100.9', targetId: userId });
    expect(find(entries, 'request.deleted').requestId).toBe(requestId);
    expect(find(entries, 'user.deleted').changes).toEqual({ email: 'renamed@example.com', requests: 1 });

    const stored = JSON.stringify(await t.storage.collection('auditEntries').find({}));
    for (const token of [magic, reset, impersonation.body.token]) expect(stored).not.toContain(token);
  });

  it('records config, prompt, setting and transcript actions, and never a secret', async () => {
    const before = Date.now();
    const saved = [
      await asAdmin('post', '/api/admin/config', { configKey: 'apiKey', configValue: API_KEY }),
      await asAdmin('post', '/api/admin/config', { configKey: 'apiKey', configValue: '' }),
      await asAdmin('post', '/api/admin/config', { configKey: 'assistantId', configValue: 'gpt-4.1-mini' }),
      await asAdmin('post', '/api/admin/settings', { key: 'admin_email', value: 'desk@example.com' }),
      await asAdmin('post', '/api/admin/download-chats', { filter: '7days' }),
    ];
    expect(saved.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    const sessionId = `session_${before}_audit`;
    await request(t.app).post('/api/chat/init').send({ sessionId, userAgent: 'jest' });
    expect((await asAdmin('get', `/api/admin/sessions/${sessionId}/transcript`)).status).toBe(200);

    const created = await asAdmin('post', '/api/admin/prompts', {
      promptName: 'Audit prompt',
      promptContent: 'Answer briefly.',
      usageContext: 'drafting',
    });
    expect(created.status).toBe(201);
    const promptId = created.body.prompt.id as string;
    const updated = await asAdmin('put', `/api/admin/prompts/${promptId}`, {
      promptName: 'Audit prompt',
      promptContent: 'Answer briefly and cite the clause.',
      usageContext: 'drafting',
      isActive: false,
    });
    expect(updated.status).toBe(200);
    expect((await asAdmin('patch', `/api/admin/prompts/${promptId}/toggle`, { isActive: true })).status).toBe(200);

    // The admin's own trail: what they did, newest first.
    const mine = (await trail(`userId=${adminId}`)).filter((entry) => new Date(entry.at).getTime() >= before);
    expect(actionsOf(mine)).toEqual([
      'prompt.changed',
      'prompt.changed',
      'prompt.created',
      'transcript.downloaded',
      'transcript.downloaded',
      'settings.changed',
      'config.changed',
      'config.changed',
      'config.changed',
    ]);
    const [toggled, edited, promptCreated, single, bulk, setting, model, cleared, key] = mine;
    expect(key).toMatchObject({ targetType: 'config', targetId: 'apiKey', changes: { apiKey: 'changed' } });
    expect(cleared!.changes).toEqual({ apiKey: 'changed' });
    expect(model!.changes).toEqual({ assistantId: { from: '', to: 'gpt-4.1-mini' } });
    expect(setting!.changes).toEqual({ admin_email: { from: DEMO_ACCOUNTS.admin.email, to: 'desk@example.com' } });
    expect(bulk).toMatchObject({ targetType: 'chat', targetId: '7days', changes: { filter: '7days' } });
    expect(single).toMatchObject({ targetType: 'chat', targetId: sessionId });
    expect(promptCreated).toMatchObject({
      targetId: promptId,
      changes: { promptName: 'Audit prompt', isActive: false },
    });
    expect(edited!.changes).toEqual({ version: { from: 1, to: 2 }, promptContent: 'changed' });
    expect(toggled!.changes).toEqual({ isActive: { from: false, to: true }, version: { from: 2, to: 3 } });

    const stored = JSON.stringify(await t.storage.collection('auditEntries').find({}));
    for (const secret of [API_KEY, API_KEY.slice(0, 4) + '…', API_KEY.slice(-4), DEMO_ACCOUNTS.admin.password])
      expect(stored).not.toContain(secret);
  });

  it('pages newest first with a cursor', async () => {
    const { requestId } = await newRequest('paged@example.com');
    for (const message of ['one', 'two', 'three'])
      await asAdmin('post', `/api/admin/requests/${requestId}/updates`, { message, isInternal: true });
    const first = auditPageSchema.parse((await asAdmin('get', `/api/admin/audit?requestId=${requestId}&limit=2`)).body);
    expect(first.entries).toHaveLength(2);
    const second = auditPageSchema.parse(
      (await asAdmin('get', `/api/admin/audit?requestId=${requestId}&limit=2&before=${first.nextCursor}`)).body,
    );
    expect(second).toMatchObject({ nextCursor: null });
    expect(second.entries).toHaveLength(1);
    const ids = [...first.entries, ...second.entries].map((entry) => entry.targetId);
    expect(new Set(ids).size).toBe(3);
    expect((await asAdmin('get', `/api/admin/audit?requestId=${requestId}&before=nonsense`)).status).toBe(400);
  });

  it('is read by admins only, one user or one request at a time, and nothing changes or removes an entry', async () => {
    const path = `/api/admin/audit?userId=${adminId}`;
    expect((await call(null, 'get', path)).status).toBe(401);
    expect((await call(client, 'get', path)).status).toBe(403);
    expect((await call(attorney, 'get', path)).status).toBe(403);
    expect((await asAdmin('get', '/api/admin/audit')).status).toBe(400);
    expect((await asAdmin('get', `/api/admin/audit?userId=${adminId}&requestId=x`)).status).toBe(400);
    expect((await asAdmin('get', `/api/admin/audit?userId[$ne]=x`)).status).toBe(400);

    const [entry] = await trail(`userId=${adminId}`);
    const count = await t.storage.collection('auditEntries').count({});
    for (const [method, target] of [
      ['post', '/api/admin/audit'],
      ['put', `/api/admin/audit/${entry!.id}`],
      ['patch', `/api/admin/audit/${entry!.id}`],
      ['delete', `/api/admin/audit/${entry!.id}`],
      ['delete', '/api/admin/audit'],
    ] as const)
      expect([target, (await asAdmin(method, target, { action: 'user.deleted' })).status]).toEqual([target, 404]);
    expect(await t.storage.collection('auditEntries').count({})).toBe(count);
    expect((await trail(`userId=${adminId}`))[0]).toEqual(entry);
  });
});
