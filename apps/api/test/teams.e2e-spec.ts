import { randomUUID } from 'node:crypto';
import {
  ACCESS_MESSAGES,
  TEAM_MESSAGES,
  teamLimitMessage,
  type AccountChoice,
  type AccountChoicesResponse,
  type AdminTeamResponse,
  type SwitchAccountResponse,
  type TeamInvitation,
  type TeamInvitationPreview,
  type TeamResponse,
} from '@soundpost/contracts';
import { Plan, Subscription } from '@soundpost/server-billing/schema';
import { ArtistProfile } from '@soundpost/server-kyc/schema';
import { DataSource } from 'typeorm';
import { mailboxFor, readCodeFromMailbox } from './support/mailbox';
import { newArtist, newStaff } from './support/kyc-fixtures';
import { caller } from './support/releases-fixtures';
import { createTestApp, TestApp } from './test-app';

type Person = { id: string; email: string; token: string };

describe('Teams: invitations, members, roles and ownership over HTTP (real app, real database)', () => {
  let t: TestApp;
  let db: DataSource;
  let call: ReturnType<typeof caller>;
  let artistPlan: Plan;
  let labelPlan: Plan;

  const onPlan = async (person: Person, plan: Plan) => {
    await db.getRepository(Subscription).save({ userId: person.id, planId: plan.id, status: 'active', paymentGateway: 'manual' });
  };
  const labelOwner = async (name = 'Northern Label') => {
    const owner = await newArtist(t, { name });
    await onPlan(owner, labelPlan);
    return owner;
  };
  /** A person who passed identity verification: only such a person may join an account. */
  const verifiedArtist = async (options: { name?: string } = {}) => {
    const person = await newArtist(t, options);
    await db.getRepository(ArtistProfile).save({ userId: person.id, documentStatus: 'approved', isVerified: true, artistName: options.name ?? 'Member' });
    return person;
  };
  /** The invitation link's id and token, read from the mail the invitee received. */
  const invitationLink = async (email: string) => {
    const [mail] = await mailboxFor(t, email);
    const match = /\/team\/invitations\/([0-9a-f-]{36})\?token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '');
    if (!match) throw new Error(`no invitation link in the mail to ${email}: ${mail?.text}`);
    return { id: match[1], token: match[2], mail };
  };
  const invite = (token: string, email: string, role: string) => call('POST', '/artist/team/invitations', token, { email, role });
  /** Invites, accepts from the invitee's own session, and switches them into the account. */
  const join = async (owner: Person, role: string, name?: string) => {
    const person = await verifiedArtist({ name });
    const sent = await invite(owner.token, person.email, role);
    expect(sent.status).toBe(201);
    const accepted = await call('POST', `/artist/team/invitations/${sent.body.id}/accept`, person.token);
    expect(accepted.status).toBe(200);
    const switched = await call('POST', '/auth/switch-account', person.token, { account_id: owner.id });
    expect(switched.status).toBe(200);
    return { ...person, token: (switched.body as SwitchAccountResponse).token, invitationId: sent.body.id as string };
  };
  const team = async (token: string) => {
    const res = await call('GET', '/artist/team', token);
    expect(res.status).toBe(200);
    return res.body as TeamResponse;
  };
  const memberIdOf = async (owner: Person, personId: string) => (await team(owner.token)).members.find((m) => m.user_id === personId)!.id;
  const auditRows = (type: string, id: string) =>
    db.query(`SELECT event, user_id, actor_id, actor_role, changes FROM audit_logs WHERE auditable_type = $1 AND auditable_id = $2 ORDER BY id`, [type, id]);

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    call = caller(t);
    const plans = db.getRepository(Plan);
    const tag = randomUUID().slice(0, 8);
    artistPlan = await plans.save(plans.create({ key: `artist-${tag}`, name: 'Artist', priceCents: 99, userLimit: 1, releaseLimit: -1 }));
    labelPlan = await plans.save(plans.create({ key: `label-${tag}`, name: 'Label', priceCents: 999, userLimit: 5, releaseLimit: -1 }));
  });
  afterAll(() => t?.close());

  it('lives a member life cycle: invite, preview, accept, switch, act, change role, remove, limit, ownership', async () => {
    const owner = await labelOwner();
    const alex = await verifiedArtist({ name: 'Alex' });

    // Invite: 201, one row, a mail with the link; the token is stored hashed only.
    const sent = await invite(owner.token, `  ${alex.email.toUpperCase()} `, 'manager');
    expect(sent.status).toBe(201);
    const invitation = sent.body as TeamInvitation;
    expect(invitation).toEqual({
      id: expect.any(String),
      email: alex.email,
      role: 'manager',
      invited_by: owner.id,
      created_at: expect.any(String),
      expires_at: expect.any(String),
      expired: false,
    });
    expect(new Date(invitation.expires_at).getTime() - new Date(invitation.created_at).getTime()).toBeGreaterThan(13.9 * 24 * 3600_000);
    const link = await invitationLink(alex.email);
    expect(link.id).toBe(invitation.id);
    expect(link.mail.text).toContain('Northern Label');
    expect(link.mail.text).toContain('as a manager');
    const [stored] = await db.query(`SELECT token_hash FROM team_invitations WHERE id = $1`, [invitation.id]);
    expect(stored.token_hash).toHaveLength(64);
    expect(stored.token_hash).not.toContain(link.token);

    const seen = await team(owner.token);
    expect(seen).toMatchObject({ account_id: owner.id, account_name: 'Northern Label', role: 'owner', user_limit: 5, seats_used: 2, ownership_transfer: null });
    expect(seen.members).toEqual([expect.objectContaining({ user_id: owner.id, role: 'owner', email: owner.email })]);
    expect(seen.invitations.map((i) => i.id)).toEqual([invitation.id]);

    // Preview (public): the right token shows it; a wrong token or an unknown id is 404.
    const preview = await call('GET', `/team/invitations/${invitation.id}?token=${link.token}`);
    expect(preview.status).toBe(200);
    expect(preview.body as TeamInvitationPreview).toEqual({ id: invitation.id, account_name: 'Northern Label', role: 'manager', email: alex.email, expires_at: invitation.expires_at, expired: false });
    expect((await call('GET', `/team/invitations/${invitation.id}?token=${'x'.repeat(43)}`)).status).toBe(404);
    expect((await call('GET', `/team/invitations/${invitation.id}`)).status).toBe(404);
    expect((await call('GET', `/team/invitations/${randomUUID()}?token=${link.token}`)).status).toBe(404);
    expect((await call('GET', `/team/invitations/not-a-uuid?token=${link.token}`)).status).toBe(404);

    // Accept from Alex's own session: the owner is told (notification and mail).
    const accepted = await call('POST', `/artist/team/invitations/${invitation.id}/accept`, alex.token);
    expect(accepted.status).toBe(200);
    expect(accepted.body as AccountChoice).toEqual({ account_id: owner.id, name: 'Northern Label', role: 'manager', current: false });
    const [row] = await db.query(`SELECT accepted_at, accepted_by FROM team_invitations WHERE id = $1`, [invitation.id]);
    expect(row).toEqual({ accepted_at: expect.any(Date), accepted_by: alex.id });
    // The log names Alex, with the role they joined with, as the one who joined (not as staff).
    expect((await auditRows('TeamInvitation', invitation.id)).find((r: { event: string }) => r.event === 'updated')).toMatchObject({ user_id: owner.id, actor_id: alex.id, actor_role: 'manager' });
    expect(await db.query(`SELECT user_id, role FROM account_members WHERE account_id = $1 ORDER BY role`, [owner.id])).toEqual([
      { user_id: alex.id, role: 'manager' },
      { user_id: owner.id, role: 'owner' },
    ]);
    const [notice] = await db.query(`SELECT template, title FROM notifications WHERE user_id = $1 AND template = 'team_member_joined'`, [owner.id]);
    expect(notice).toEqual({ template: 'team_member_joined', title: 'Alex joined your team' });
    expect((await mailboxFor(t, owner.email))[0]?.subject).toBe('Alex joined Northern Label on Soundpost');
    // Accepting twice: already a member.
    expect(await call('POST', `/artist/team/invitations/${invitation.id}/accept`, alex.token)).toMatchObject({ status: 409, body: { message: TEAM_MESSAGES.alreadyInAccount } });

    // Alex sees both accounts and switches into the label's.
    const accounts = await call('GET', '/me/accounts', alex.token);
    expect((accounts.body as AccountChoicesResponse).data.map((a) => [a.account_id, a.role])).toEqual([
      [alex.id, 'owner'],
      [owner.id, 'manager'],
    ]);
    // A switch to nothing, to an account that is not theirs, or without a token: refused, and the session stays.
    expect(await call('POST', '/auth/switch-account', alex.token, { account_id: 'label' })).toMatchObject({
      status: 422,
      body: { errors: { account_id: [ACCESS_MESSAGES.chooseAccount] } },
    });
    expect(await call('POST', '/auth/switch-account', alex.token, { account_id: randomUUID() })).toMatchObject({ status: 404, body: { message: ACCESS_MESSAGES.accountNotFound } });
    expect((await call('POST', '/auth/switch-account', undefined, { account_id: owner.id })).status).toBe(401);
    expect((await call('GET', '/me/accounts', alex.token)).status).toBe(200);
    const switched = await call('POST', '/auth/switch-account', alex.token, { account_id: owner.id });
    expect(switched.status).toBe(200);
    const alexInLabel = (switched.body as SwitchAccountResponse).token;

    // Acting as a manager: reads the team, may not invite.
    expect((await team(alexInLabel)).role).toBe('manager');
    const refused = await invite(alexInLabel, 'someone@example.com', 'viewer');
    expect(refused).toMatchObject({ status: 403, body: { code: 'role_forbidden', message: 'Your role does not allow this.' } });
    expect(await db.query(`SELECT 1 FROM team_invitations WHERE email = 'someone@example.com'`)).toEqual([]);

    // The owner makes Alex an admin: Alex's very next call follows it.
    const alexMember = await memberIdOf(owner, alex.id);
    const changed = await call('PATCH', `/artist/team/members/${alexMember}`, owner.token, { role: 'admin' });
    expect(changed).toMatchObject({ status: 200, body: { id: alexMember, user_id: alex.id, role: 'admin', name: 'Alex' } });
    const nowAllowed = await invite(alexInLabel, 'someone@example.com', 'viewer');
    expect(nowAllowed.status).toBe(201);
    expect(nowAllowed.body.invited_by).toBe(alex.id);
    expect((await call('DELETE', `/artist/team/invitations/${nowAllowed.body.id}`, alexInLabel)).status).toBe(204);
    expect(await db.query(`SELECT 1 FROM team_invitations WHERE id = $1`, [nowAllowed.body.id])).toEqual([]);

    // Ownership: the owner starts it to admin Alex; each confirms with their own code.
    const bob = await join(owner, 'viewer', 'Bob');
    const toViewer = await call('POST', '/artist/team/ownership', owner.token, { member_id: await memberIdOf(owner, bob.id) });
    expect(toViewer).toMatchObject({ status: 422, body: { errors: { member_id: [TEAM_MESSAGES.transferToAdminOnly] } } });
    expect((await call('POST', '/artist/team/ownership', alexInLabel, { member_id: alexMember })).status).toBe(403);
    const started = await call('POST', '/artist/team/ownership', owner.token, { member_id: alexMember });
    expect(started).toMatchObject({ status: 201, body: { to_member_id: alexMember, to_name: 'Alex', owner_confirmed: false, member_confirmed: false } });
    const ownerCode = await readCodeFromMailbox(t, owner.email);
    const alexCode = await readCodeFromMailbox(t, alex.email);
    const [codes] = await db.query(`SELECT owner_code_hash, member_code_hash FROM team_ownership_transfers WHERE account_id = $1`, [owner.id]);
    expect([codes.owner_code_hash, codes.member_code_hash]).not.toContain(ownerCode);
    expect((await team(owner.token)).ownership_transfer).toMatchObject({ to_member_id: alexMember });

    const wrong = ownerCode === '000000' ? '111111' : '000000';
    expect(await call('POST', '/artist/team/ownership/confirm', owner.token, { code: wrong })).toMatchObject({ status: 422, body: { errors: { code: [TEAM_MESSAGES.codeWrong] } } });
    // Each side's code is their own.
    expect((await call('POST', '/artist/team/ownership/confirm', owner.token, { code: alexCode })).status).toBe(ownerCode === alexCode ? 200 : 422);
    expect((await call('POST', '/artist/team/ownership/confirm', owner.token, { code: 'abc' })).status).toBe(422);
    const ownerConfirmed = await call('POST', '/artist/team/ownership/confirm', owner.token, { code: ownerCode });
    expect(ownerConfirmed).toMatchObject({ status: 200, body: { owner_confirmed: true, member_confirmed: false } });
    expect(await db.query(`SELECT role FROM account_members WHERE account_id = $1 AND user_id = $2`, [owner.id, owner.id])).toEqual([{ role: 'owner' }]);
    const alexConfirmed = await call('POST', '/artist/team/ownership/confirm', alexInLabel, { code: alexCode });
    expect(alexConfirmed).toMatchObject({ status: 200, body: { owner_confirmed: true, member_confirmed: true } });
    expect(await db.query(`SELECT user_id, role FROM account_members WHERE account_id = $1 ORDER BY role`, [owner.id])).toEqual(
      expect.arrayContaining([
        { user_id: owner.id, role: 'admin' },
        { user_id: alex.id, role: 'owner' },
      ]),
    );
    expect(await db.query(`SELECT 1 FROM team_ownership_transfers WHERE account_id = $1`, [owner.id])).toEqual([]);
    // Both sessions follow at once.
    expect((await team(alexInLabel)).role).toBe('owner');
    expect((await team(owner.token)).role).toBe('admin');

    // The account's own user (the former owner) holds its history: never removed.
    const formerOwner = await memberIdOf(owner, owner.id);
    expect(await call('DELETE', `/artist/team/members/${formerOwner}`, alexInLabel)).toMatchObject({ status: 422, body: { message: TEAM_MESSAGES.accountUserNotRemovable } });
    // Nor the owner.
    expect(await call('DELETE', `/artist/team/members/${alexMember}`, owner.token)).toMatchObject({ status: 422, body: { message: TEAM_MESSAGES.ownerNotRemovable } });
    expect(await call('PATCH', `/artist/team/members/${alexMember}`, owner.token, { role: 'viewer' })).toMatchObject({
      status: 422,
      body: { errors: { role: [TEAM_MESSAGES.ownerRoleFixed] } },
    });

    // Removing Bob ends his session in the account at once: his next call is 401. His own account stays his.
    const bobMember = await memberIdOf(owner, bob.id);
    expect((await call('DELETE', `/artist/team/members/${bobMember}`, alexInLabel)).status).toBe(204);
    expect((await call('GET', '/artist/team', bob.token)).status).toBe(401);
    expect(await db.query(`SELECT 1 FROM account_members WHERE id = $1`, [bobMember])).toEqual([]);
    const [removal] = await auditRows('AccountMember', bobMember).then((rows) => rows.filter((r: { event: string }) => r.event === 'deleted'));
    expect(removal).toMatchObject({ user_id: owner.id, actor_id: alex.id });
  });

  it('stops at the plan limit (owner and pending invitations counted), naming the plan that allows more, under parallel invitations too', async () => {
    const solo = await newArtist(t, { name: 'Solo' });
    await onPlan(solo, artistPlan);
    const refused = await invite(solo.token, 'friend@example.com', 'viewer');
    const message = teamLimitMessage('Artist', 1, { name: 'Label', user_limit: 5 });
    expect(message).toBe('Your Artist plan allows 1 user. Upgrade to Label for up to 5 users.');
    expect(refused).toMatchObject({ status: 422, body: { code: 'user_limit_reached', message, errors: { email: [message] } } });
    expect(await db.query(`SELECT 1 FROM team_invitations WHERE account_id = $1`, [solo.id])).toEqual([]);

    // A label with 5 seats: 8 invitations at once, exactly 4 pass (the owner holds the fifth seat).
    const owner = await labelOwner('Parallel Label');
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => invite(owner.token, `p${i}.${randomUUID().slice(0, 6)}@example.com`, 'viewer')));
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 201, 422, 422, 422, 422]);
    const full = teamLimitMessage('Label', 5, null);
    expect(results.find((r) => r.status === 422)?.body.message).toBe(full);
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM team_invitations WHERE account_id = $1`, [owner.id]);
    expect(n).toBe(4);
    expect((await team(owner.token)).seats_used).toBe(5);

    // An invitation accepted when the plan no longer has room: 422 at accept, nothing joins.
    const pending = results.find((r) => r.status === 201)!.body as TeamInvitation;
    await db.query(`UPDATE plans SET user_limit = 1 WHERE id = $1`, [labelPlan.id]);
    try {
      const invitee = await verifiedArtist();
      await db.query(`UPDATE users SET email = $1 WHERE id = $2`, [pending.email, invitee.id]);
      const late = await call('POST', `/artist/team/invitations/${pending.id}/accept`, invitee.token);
      expect(late).toMatchObject({ status: 422, body: { code: 'user_limit_reached' } });
      expect(await db.query(`SELECT 1 FROM account_members WHERE account_id = $1`, [owner.id])).toEqual([]);
    } finally {
      await db.query(`UPDATE plans SET user_limit = 5 WHERE id = $1`, [labelPlan.id]);
    }
  });

  it('refuses bad invitations with 422 per field, and retries with the same Idempotency-Key once', async () => {
    const owner = await labelOwner();
    const member = await join(owner, 'finance');
    await invite(owner.token, 'pending@example.com', 'viewer');
    const cases: Array<[unknown, string, string]> = [
      [{ email: 'not-an-email', role: 'viewer' }, 'email', TEAM_MESSAGES.emailInvalid],
      [{ role: 'viewer' }, 'email', TEAM_MESSAGES.emailRequired],
      [{ email: 'new@example.com', role: 'owner' }, 'role', TEAM_MESSAGES.roleInvalid],
      [{ email: 'new@example.com', role: 'boss' }, 'role', TEAM_MESSAGES.roleInvalid],
      [{ email: 'new@example.com' }, 'role', TEAM_MESSAGES.roleInvalid],
      [{ email: owner.email.toUpperCase(), role: 'viewer' }, 'email', TEAM_MESSAGES.ownEmail],
      [{ email: member.email, role: 'viewer' }, 'email', TEAM_MESSAGES.alreadyMember],
      [{ email: 'Pending@Example.com', role: 'admin' }, 'email', TEAM_MESSAGES.alreadyInvited],
    ];
    for (const [json, field, message] of cases) {
      const res = await call('POST', '/artist/team/invitations', owner.token, json);
      expect({ json, status: res.status, errors: res.body?.errors?.[field] }).toEqual({ json, status: 422, errors: [message] });
    }
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM team_invitations WHERE account_id = $1 AND accepted_at IS NULL`, [owner.id]);
    expect(n).toBe(1);

    // An expired invitation gives way to a new one to the same address.
    await db.query(`UPDATE team_invitations SET expires_at = now() - interval '1 minute' WHERE account_id = $1 AND email = 'pending@example.com'`, [owner.id]);
    expect((await team(owner.token)).invitations).toEqual([expect.objectContaining({ email: 'pending@example.com', expired: true })]);
    expect((await invite(owner.token, 'pending@example.com', 'admin')).status).toBe(201);

    const key = randomUUID();
    const send = () => t.api('/api/artist/team/invitations', { method: 'POST', token: owner.token, json: { email: 'keyed@example.com', role: 'viewer' }, headers: { 'Idempotency-Key': key } });
    const first = await send();
    const again = await send();
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await db.query(`SELECT 1 FROM team_invitations WHERE email = 'keyed@example.com'`)).length).toBe(1);
    expect((await mailboxFor(t, 'keyed@example.com')).length).toBe(1);
  });

  it("answers 403 to someone else's invitation, 410 to an expired one, and 404 to another account's member or invitation", async () => {
    const owner = await labelOwner();
    const invitee = await verifiedArtist();
    const stranger = await verifiedArtist();
    const sent = await invite(owner.token, invitee.email, 'viewer');
    // Identity stays personal: a person whose documents are not approved cannot join yet.
    const unverified = await newArtist(t);
    const toUnverified = await invite(owner.token, unverified.email, 'viewer');
    const refused = await call('POST', `/artist/team/invitations/${toUnverified.body.id}/accept`, unverified.token);
    expect(refused).toMatchObject({ status: 403, body: { code: 'documents_not_approved' } });
    expect(await db.query(`SELECT 1 FROM account_members WHERE user_id = $1`, [unverified.id])).toEqual([]);
    expect(await db.query(`SELECT accepted_at FROM team_invitations WHERE id = $1`, [toUnverified.body.id])).toEqual([{ accepted_at: null }]);

    const notYours = await call('POST', `/artist/team/invitations/${sent.body.id}/accept`, stranger.token);
    expect(notYours).toMatchObject({ status: 403, body: { code: 'invitation_not_yours', message: TEAM_MESSAGES.notYourInvitation } });
    expect(await db.query(`SELECT 1 FROM account_members WHERE user_id = $1`, [stranger.id])).toEqual([]);

    await db.query(`UPDATE team_invitations SET expires_at = now() - interval '1 second' WHERE id = $1`, [sent.body.id]);
    expect(await call('POST', `/artist/team/invitations/${sent.body.id}/accept`, invitee.token)).toMatchObject({ status: 410, body: { message: TEAM_MESSAGES.invitationExpired } });
    expect(await db.query(`SELECT 1 FROM account_members WHERE user_id = $1`, [invitee.id])).toEqual([]);

    const other = await labelOwner('Other Label');
    const theirMember = await join(other, 'viewer');
    const theirInvitation = await invite(other.token, 'theirs@example.com', 'viewer');
    const theirMemberId = await memberIdOf(other, theirMember.id);
    expect((await call('PATCH', `/artist/team/members/${theirMemberId}`, owner.token, { role: 'admin' })).status).toBe(404);
    expect((await call('DELETE', `/artist/team/members/${theirMemberId}`, owner.token)).status).toBe(404);
    expect((await call('DELETE', `/artist/team/invitations/${theirInvitation.body.id}`, owner.token)).status).toBe(404);
    expect((await call('DELETE', `/artist/team/members/not-a-uuid`, owner.token)).status).toBe(404);
    expect(await db.query(`SELECT role FROM account_members WHERE id = $1`, [theirMemberId])).toEqual([{ role: 'viewer' }]);
    expect(await db.query(`SELECT 1 FROM team_invitations WHERE id = $1`, [theirInvitation.body.id])).toHaveLength(1);

    // A member may leave, but not remove someone else.
    const viewer = await join(owner, 'viewer');
    const finance = await join(owner, 'finance');
    expect((await call('DELETE', `/artist/team/members/${await memberIdOf(owner, finance.id)}`, viewer.token)).status).toBe(403);
    expect((await call('DELETE', `/artist/team/members/${await memberIdOf(owner, viewer.id)}`, viewer.token)).status).toBe(204);
    expect((await call('GET', '/artist/team', viewer.token)).status).toBe(401);
  });

  it('ends an ownership transfer that a role change made stale, and lets the owner cancel one', async () => {
    const owner = await labelOwner();
    const admin = await join(owner, 'admin');
    const adminMember = await memberIdOf(owner, admin.id);
    expect((await call('POST', '/artist/team/ownership', owner.token, { member_id: adminMember })).status).toBe(201);
    const ownerCode = await readCodeFromMailbox(t, owner.email);
    const adminCode = await readCodeFromMailbox(t, admin.email);
    expect((await call('POST', '/artist/team/ownership/confirm', admin.token, { code: adminCode })).status).toBe(200);
    // Someone who is neither side: 403.
    const other = await join(owner, 'admin');
    expect((await call('POST', '/artist/team/ownership/confirm', other.token, { code: adminCode })).status).toBe(403);
    expect((await call('PATCH', `/artist/team/members/${adminMember}`, owner.token, { role: 'manager' })).status).toBe(200);
    const stale = await call('POST', '/artist/team/ownership/confirm', owner.token, { code: ownerCode });
    expect(stale).toMatchObject({ status: 409, body: { message: TEAM_MESSAGES.transferStale } });
    expect(await db.query(`SELECT 1 FROM team_ownership_transfers WHERE account_id = $1`, [owner.id])).toEqual([]);
    expect(await db.query(`SELECT user_id, role FROM account_members WHERE account_id = $1 AND role = 'owner'`, [owner.id])).toEqual([{ user_id: owner.id, role: 'owner' }]);

    expect((await call('POST', '/artist/team/ownership', owner.token, { member_id: await memberIdOf(owner, other.id) })).status).toBe(201);
    expect((await call('DELETE', '/artist/team/ownership', other.token)).status).toBe(403);
    expect((await call('DELETE', '/artist/team/ownership', owner.token)).status).toBe(204);
    expect((await call('DELETE', '/artist/team/ownership', owner.token)).status).toBe(404);
    expect((await team(owner.token)).ownership_transfer).toBeNull();
    expect((await db.query(`SELECT event FROM audit_logs WHERE auditable_type = 'OwnershipTransfer' AND user_id = $1 ORDER BY id`, [owner.id])).map((r: { event: string }) => r.event)).toEqual([
      'created',
      'updated',
      'deleted',
      'created',
      'deleted',
    ]);
  });

  it('tells the caller which member they are; removing the admin a transfer is aimed at ends the transfer', async () => {
    const owner = await labelOwner('Polished Label');
    // No member rows yet: the implicit owner's entry has the user's id.
    expect((await team(owner.token)).me).toEqual({ member_id: owner.id, role: 'owner' });
    const admin = await join(owner, 'admin');
    const viewer = await join(owner, 'viewer');
    const people = await team(owner.token);
    const adminMember = people.members.find((m) => m.user_id === admin.id)!.id;
    expect(people.me).toEqual({ member_id: people.members[0].id, role: 'owner' });
    expect(people.members[0].user_id).toBe(owner.id);
    expect((await team(admin.token)).me).toEqual({ member_id: adminMember, role: 'admin' });
    expect((await team(viewer.token)).me).toEqual({ member_id: await memberIdOf(owner, viewer.id), role: 'viewer' });

    expect((await call('POST', '/artist/team/ownership', owner.token, { member_id: adminMember })).status).toBe(201);
    const [transfer] = await db.query(`SELECT id FROM team_ownership_transfers WHERE account_id = $1`, [owner.id]);
    const ownerCode = await readCodeFromMailbox(t, owner.email);
    // Removing someone else leaves the transfer alone.
    expect((await call('DELETE', `/artist/team/members/${await memberIdOf(owner, viewer.id)}`, owner.token)).status).toBe(204);
    expect((await team(owner.token)).ownership_transfer).toMatchObject({ to_member_id: adminMember });
    expect((await call('DELETE', `/artist/team/members/${adminMember}`, owner.token)).status).toBe(204);
    expect(await db.query(`SELECT 1 FROM team_ownership_transfers WHERE account_id = $1`, [owner.id])).toEqual([]);
    expect((await team(owner.token)).ownership_transfer).toBeNull();
    expect((await call('POST', '/artist/team/ownership/confirm', owner.token, { code: ownerCode })).status).toBe(404);
    expect((await auditRows('OwnershipTransfer', transfer.id)).map((r: { event: string; actor_id: string }) => [r.event, r.actor_id])).toEqual([
      ['created', owner.id],
      ['deleted', owner.id],
    ]);
  });

  it("lets a member leave from the team page's route: a session in their own account replaces the one that left", async () => {
    const owner = await labelOwner('Left Label');
    const manager = await join(owner, 'manager', 'Mia');
    const finance = await join(owner, 'finance');
    const managerMember = await memberIdOf(owner, manager.id);
    // Only one's own entry: someone else's is refused, an unknown one is 404, the owner's 422.
    expect(await call('POST', `/artist/team/members/${await memberIdOf(owner, finance.id)}/leave`, manager.token)).toMatchObject({ status: 403, body: { code: 'role_forbidden' } });
    expect((await call('POST', `/artist/team/members/${randomUUID()}/leave`, manager.token)).status).toBe(404);
    expect((await call('POST', `/artist/team/members/${(await team(owner.token)).me.member_id}/leave`, owner.token)).status).toBe(422);
    expect((await call('POST', `/artist/team/members/${managerMember}/leave`, owner.token)).status).toBe(403);
    expect(await db.query(`SELECT role FROM account_members WHERE id = $1`, [managerMember])).toEqual([{ role: 'manager' }]);

    const left = await call('POST', `/artist/team/members/${managerMember}/leave`, manager.token);
    expect(left.status).toBe(200);
    expect(left.body as SwitchAccountResponse).toEqual({ token: expect.any(String), account: { account_id: manager.id, name: 'Mia', role: 'owner', current: true } });
    expect(await db.query(`SELECT 1 FROM account_members WHERE id = $1`, [managerMember])).toEqual([]);
    expect((await call('GET', '/artist/team', manager.token)).status).toBe(401);
    const mine = await call('GET', '/me/accounts', left.body.token);
    expect(mine.status).toBe(200);
    expect((mine.body as AccountChoicesResponse).data).toEqual([{ account_id: manager.id, name: 'Mia', role: 'owner', current: true }]);
    expect((await team(left.body.token)).account_id).toBe(manager.id);
  });

  it('two admins changing the same member at once: one role at the end, two audit rows', async () => {
    const owner = await labelOwner();
    const a = await join(owner, 'admin');
    const b = await join(owner, 'admin');
    const target = await join(owner, 'viewer');
    const memberId = await memberIdOf(owner, target.id);
    const [first, second] = await Promise.all([
      call('PATCH', `/artist/team/members/${memberId}`, a.token, { role: 'manager' }),
      call('PATCH', `/artist/team/members/${memberId}`, b.token, { role: 'finance' }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const [{ role }] = await db.query(`SELECT role FROM account_members WHERE id = $1`, [memberId]);
    expect(['manager', 'finance']).toContain(role);
    const updates = (await auditRows('AccountMember', memberId)).filter((r: { event: string }) => r.event === 'updated');
    expect(updates).toHaveLength(2);
    expect(updates.map((u: { actor_id: string }) => u.actor_id).sort()).toEqual([a.id, b.id].sort());
    expect(updates.map((u: { actor_role: string }) => u.actor_role)).toEqual(['admin', 'admin']);
    expect(updates[1].changes.role).toBe(role);
    // The member's session took the last role.
    expect((await team(target.token)).role).toBe(role);
  });

  it('staff list an account\'s team and remove a member (audited with the staff member, sessions ended)', async () => {
    const owner = await labelOwner('Staffed Label');
    const member = await join(owner, 'manager');
    await invite(owner.token, 'waiting@example.com', 'viewer');
    const staff = await newStaff(t);

    expect((await call('GET', `/admin/artists/${owner.id}/team`, owner.token)).status).toBe(403);
    const listed = await call('GET', `/admin/artists/${owner.id}/team`, staff.token);
    expect(listed.status).toBe(200);
    const body = listed.body as AdminTeamResponse;
    expect(body).toMatchObject({ account_id: owner.id, user_limit: 5, seats_used: 3 });
    expect(body.members.map((m) => [m.user_id, m.role])).toEqual([
      [owner.id, 'owner'],
      [member.id, 'manager'],
    ]);
    expect(body.invitations.map((i) => i.email)).toEqual(['waiting@example.com']);
    expect((await call('GET', `/admin/artists/${randomUUID()}/team`, staff.token)).status).toBe(404);

    const memberId = body.members[1].id;
    expect((await call('DELETE', `/admin/artists/${owner.id}/team/members/${body.members[0].id}`, staff.token)).status).toBe(422);
    expect((await call('DELETE', `/admin/artists/${randomUUID()}/team/members/${memberId}`, staff.token)).status).toBe(404);
    expect((await call('DELETE', `/admin/artists/${owner.id}/team/members/${memberId}`, staff.token)).status).toBe(204);
    expect((await call('GET', '/artist/team', member.token)).status).toBe(401);
    const deleted = (await auditRows('AccountMember', memberId)).filter((r: { event: string }) => r.event === 'deleted');
    expect(deleted).toEqual([expect.objectContaining({ user_id: owner.id, actor_id: staff.id })]);
  });
});
