import { randomUUID } from 'node:crypto';
import type { Type } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { ACCOUNT_ROLES, type AccountRole, type ArtistDashboardResponse, MEMBER_ROLES, type MemberRole } from '@soundpost/contracts';
import { artistRoutes, type ArtistRoute, MembershipsService, TokensService } from '@soundpost/server-auth';
import { ArtistProfile } from '@soundpost/server-kyc/schema';
import { DataSource } from 'typeorm';
import { fileForm, newArtist, PNG } from './support/kyc-fixtures';
import { approvedArtist, caller, type TestArtist } from './support/releases-fixtures';
import { createTestApp, TestApp } from './test-app';

interface SweptRoute extends ArtistRoute {
  /** The path with every parameter a valid but unknown id. */
  url: string;
  multipart: boolean;
}

interface Answer {
  status: number;
  code: unknown;
}

/** What @nestjs/swagger's ApiConsumes (behind core's ApiMultipart) records on a handler. */
const API_CONSUMES = 'swagger/apiConsumes';

/** The tables a viewer's write could touch: none may move. */
const WATCHED_TABLES = ['audit_logs', 'releases', 'tracks', 'directory_artists', 'wallets', 'wallet_transactions', 'payout_requests', 'support_tickets'] as const;

/** The person's session switched into the account over HTTP (POST /auth/switch-account); the session it switched from ends. */
async function sessionIn(t: TestApp, person: { token: string }, accountId: string, role: AccountRole): Promise<string> {
  const switched = await caller(t)('POST', '/auth/switch-account', person.token, { account_id: accountId });
  expect([switched.status, switched.body?.account]).toEqual([200, { account_id: accountId, name: expect.any(String), role, current: true }]);
  return switched.body.token as string;
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function inPool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

const allows = (route: ArtistRoute, role: AccountRole) => role === 'owner' || (route.roles ?? []).includes(role as MemberRole);
const isWrite = (route: ArtistRoute) => route.method !== 'GET';
/** The call that ends the session it is made with: each role makes it last, with a token of its own. */
const isLogout = (route: ArtistRoute) => route.method === 'POST' && route.path === '/auth/logout';

/**
 * The role sweep: every route an artist session reaches, called over HTTP with a session of each
 * role in one account. A role the route's declaration allows is never refused for its role; every
 * other role gets exactly 403 role_forbidden, before anything is read or written.
 * account-roles.spec proves each route declares its roles; this proves the declarations are enforced.
 */
describe('account roles on every artist route (real app, real database)', () => {
  let t: TestApp;
  let db: DataSource;
  let call: ReturnType<typeof caller>;
  let routes: SweptRoute[];
  let owner: TestArtist;
  const tokens = {} as Record<AccountRole, string>;

  /** A person added to the owner's account with `role` (as the teams lib adds them), with a session acting in it. */
  const member = async (role: MemberRole) => {
    const person = await newArtist(t, { name: `The ${role}` });
    await db.transaction((manager) => t.app.get(MembershipsService).add(manager, owner.id, person.id, role));
    return { ...person, token: await sessionIn(t, person, owner.id, role) };
  };

  const send = async (route: SweptRoute, token: string): Promise<Answer> => {
    let body: FormData | undefined;
    if (route.multipart) body = new FormData();
    const res = await t.api(route.url, {
      method: route.method,
      token,
      ...(route.multipart ? { body } : ['POST', 'PUT', 'PATCH'].includes(route.method) ? { json: {} } : {}),
    });
    const text = await res.text();
    let code: unknown = null;
    try {
      code = (JSON.parse(text) as { code?: unknown }).code ?? null;
    } catch {
      code = null;
    }
    return { status: res.status, code };
  };

  /** What is wrong with `role`'s answers on `swept` (empty: each allowed call got past the role check, each other call was refused). */
  const sweep = async (role: AccountRole, swept: readonly SweptRoute[], token: string): Promise<string[]> => {
    const wrong: string[] = [];
    await inPool(swept, 4, async (route) => {
      const answer = await send(route, token);
      const refused = answer.status === 403 && answer.code === 'role_forbidden';
      if (allows(route, role) ? refused || answer.status === 401 || answer.status >= 500 : !refused) {
        wrong.push(`${role} ${route.method} ${route.path} (allowed: ${allows(route, role)}) → ${answer.status} ${String(answer.code)}`);
      }
    });
    return wrong.sort();
  };

  const counts = async () => {
    const [row] = await db.query(`SELECT ${WATCHED_TABLES.map((table) => `(SELECT count(*)::int FROM ${table}) AS ${table}`).join(', ')}`);
    return row as Record<(typeof WATCHED_TABLES)[number], number>;
  };

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    call = caller(t);
    const controllers = [...t.app.get(ModulesContainer).values()].flatMap((module) => [...module.controllers.values()].map(({ metatype }) => metatype));
    routes = controllers.filter((controller) => controller !== null).flatMap((controller) =>
      artistRoutes([controller as Type<unknown>]).map((route) => {
        const handler = Object.getOwnPropertyDescriptor(controller.prototype, route.name.slice(controller.name.length + 1))?.value as object;
        const consumes = (Reflect.getMetadata(API_CONSUMES, handler) as string[] | undefined) ?? [];
        return {
          ...route,
          url: `/api${route.path}`.replace(/:(\w+)/g, () => randomUUID()),
          multipart: consumes.includes('multipart/form-data'),
        };
      }),
    );

    owner = await approvedArtist(t);
    tokens.owner = owner.token;
    for (const role of MEMBER_ROLES) tokens[role] = (await member(role)).token;
  });
  afterAll(() => t?.close());

  it('reads every artist route with its declaration from the running app', () => {
    expect(routes.length).toBeGreaterThan(80);
    expect(routes.filter((route) => route.roles === undefined)).toEqual([]);
    expect(routes.filter((route) => route.multipart).length).toBeGreaterThanOrEqual(4);
    // Each member role is refused somewhere; the owner nowhere.
    for (const role of MEMBER_ROLES) expect(routes.some((route) => !allows(route, role))).toBe(true);
    expect(routes.every((route) => allows(route, 'owner'))).toBe(true);
  });

  it("refuses every write the viewer's role does not allow with 403 role_forbidden, and writes nothing", async () => {
    const writes = routes.filter((route) => isWrite(route) && !isLogout(route));
    const forbidden = writes.filter((route) => !allows(route, 'viewer'));
    expect(forbidden.length).toBeGreaterThan(30);
    const before = await counts();
    expect(await sweep('viewer', writes, tokens.viewer)).toEqual([]);
    expect(await counts()).toEqual(before);
  });

  it.each(ACCOUNT_ROLES.map((role) => [role]))('lets %s call exactly the routes its role allows, and refuses the others with 403 role_forbidden', async (role) => {
    const ordinary = routes.filter((route) => !isLogout(route));
    expect(await sweep(role, ordinary, tokens[role])).toEqual([]);
    // Logout last, with the session itself: it ends it.
    expect(await sweep(role, routes.filter(isLogout), tokens[role])).toEqual([]);
    const after = await call('GET', '/me', tokens[role]);
    expect(after.status).toBe(401);
  });

  it('answers the refusal in the error shape, naming the rule', async () => {
    const person = await member('viewer');
    const res = await call('POST', '/artist/releases/draft', person.token, { force_new: true });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'role_forbidden', message: 'Your role does not allow this.' });
  });
});

describe('a member whose role changes or who is removed (real app, real database)', () => {
  let t: TestApp;
  let db: DataSource;
  let call: ReturnType<typeof caller>;
  let memberships: MembershipsService;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    call = caller(t);
    memberships = t.app.get(MembershipsService);
  });
  afterAll(() => t?.close());

  const releaseCount = async (accountId: string) => {
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM releases WHERE user_id = $1`, [accountId]);
    return n as number;
  };

  it("keeps the dashboard's money from a role that does not read it: a manager's has no balance and no earnings, finance's has both", async () => {
    const owner = await approvedArtist(t);
    const sessions: Partial<Record<AccountRole, string>> = { owner: owner.token };
    for (const role of ['manager', 'finance', 'viewer'] as const) {
      const person = await newArtist(t, { name: `The ${role}` });
      await db.transaction((manager) => memberships.add(manager, owner.id, person.id, role));
      sessions[role] = await sessionIn(t, person, owner.id, role);
    }
    const dashboard = async (role: AccountRole) => {
      const res = await call('GET', '/artist/dashboard', sessions[role]);
      expect(res.status).toBe(200);
      return res.body as ArtistDashboardResponse;
    };
    const owners = await dashboard('owner');
    expect(owners.wallet).toEqual({ balance_cents: 0, currency: 'EUR' });
    const managers = await dashboard('manager');
    expect(managers).toEqual({ ...owners, wallet: null, latest_earnings: null });
    expect(await dashboard('finance')).toEqual(owners);
    expect(await dashboard('viewer')).toEqual(owners);
  });

  it("shows a member the account's names and statuses, never the owner's identity document, numbers, contact or bank details", async () => {
    const owner = await approvedArtist(t);
    await db.getRepository(ArtistProfile).update(
      { userId: owner.id },
      { firstName: 'Olga', lastName: 'Owner', passportNumber: 'P7654321', iban: 'PT50 0002 0123 1234 5678 9015 4', phoneNumber: '+351 912 345 678', address: 'Rua Augusta 1' },
    );
    const upload = await t.api('/api/artist/profile/document', { method: 'POST', token: owner.token, body: fileForm('document', PNG, 'id.png', 'image/png') });
    expect(upload.status).toBe(200);
    const person = await newArtist(t, { name: 'Vera' });
    await db.transaction((manager) => memberships.add(manager, owner.id, person.id, 'admin'));
    const token = await sessionIn(t, person, owner.id, 'admin');

    const owners = await call('GET', '/artist/me', owner.token);
    expect(owners.body.user).toMatchObject({ passport_number: 'P7654321', iban: 'PT50 0002 0123 1234 5678 9015 4', document_url: expect.any(String) });
    const members = await call('GET', '/artist/me', token);
    expect(members.status).toBe(200);
    expect(members.body.user).toEqual({
      ...owners.body.user,
      document_path: null,
      document_url: null,
      doc_type: null,
      passport_number: null,
      id_card_number: null,
      id_issuing_place: null,
      id_expiry_date: null,
      nationality: null,
      residence_permit_number: null,
      phone_number: null,
      address: null,
      city: null,
      postal_code: null,
      paypal_email: null,
      iban: null,
      civil_status: null,
      nif_cnpj: null,
    });
    expect(members.body.user).toMatchObject({ id: owner.id, first_name: 'Olga', last_name: 'Owner' });
    const me = await call('GET', '/me', token);
    expect(me.body).toMatchObject({ id: owner.id, document_path: null, document_url: null });
    expect((await call('GET', '/me', owner.token)).body.document_url).toEqual(expect.any(String));
  });

  it("applies a role change to the member's next call, and a removal ends their session in the account at once", async () => {
    const owner = await approvedArtist(t);
    const person = await newArtist(t, { name: 'Alex' });
    await db.transaction((manager) => memberships.add(manager, owner.id, person.id, 'manager'));
    const token = await sessionIn(t, person, owner.id, 'manager');
    // The same person's session in their own account: the account's changes leave it alone.
    const own = (await t.app.get(TokensService).issue(person.id, 'artist')).token;

    // As a manager: a draft is made, in the owner's account.
    const draft = await call('POST', '/artist/releases/draft', token, { force_new: true });
    expect(draft.status).toBe(201);
    expect(await releaseCount(owner.id)).toBe(1);
    expect(await releaseCount(person.id)).toBe(0);

    // Viewer from now on: the very next write is refused and writes nothing; reading still works.
    await db.transaction(async (manager) => memberships.changeRole(manager, (await memberships.lockPerson(manager, owner.id, person.id))!, 'viewer'));
    expect(await memberships.roleIn(owner.id, person.id)).toBe('viewer');
    const refused = await call('POST', '/artist/releases/draft', token, { force_new: true });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('role_forbidden');
    expect(await releaseCount(owner.id)).toBe(1);
    const list = await call('GET', '/artist/releases', token);
    expect(list.status).toBe(200);

    // Finance: the wallet opens, the catalogue writes stay closed.
    await db.transaction(async (manager) => memberships.changeRole(manager, (await memberships.lockPerson(manager, owner.id, person.id))!, 'finance'));
    expect((await call('GET', '/artist/wallet', token)).status).toBe(200);
    expect((await call('POST', '/artist/releases/draft', token, { force_new: true })).status).toBe(403);

    // Removed: the next call with the account's session is 401, and the session is revoked for good.
    await db.transaction(async (manager) => memberships.remove(manager, (await memberships.lockPerson(manager, owner.id, person.id))!));
    expect(await memberships.roleIn(owner.id, person.id)).toBeNull();
    const gone = await call('GET', '/artist/releases', token);
    expect(gone.status).toBe(401);
    expect((await call('GET', '/me', token)).status).toBe(401);
    expect(await releaseCount(owner.id)).toBe(1);

    // Their own account's session is untouched, and cannot switch back into the account.
    const me = await call('GET', '/me', own);
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(person.id);
    const accounts = await call('GET', '/me/accounts', own);
    expect(accounts.status).toBe(200);
    expect(accounts.body.data.map((choice: { account_id: string }) => choice.account_id)).toEqual([person.id]);
    const back = await call('POST', '/auth/switch-account', own, { account_id: owner.id });
    expect(back.status).toBe(404);
    // The owner was never affected.
    expect((await call('GET', '/artist/releases', owner.token)).status).toBe(200);
  });
});
