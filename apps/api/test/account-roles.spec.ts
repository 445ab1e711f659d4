import { Controller, Get, Module, Post } from '@nestjs/common';
import { MEMBER_ROLES, type MemberRole, ROLE_GROUPS } from '@soundpost/contracts';
import { AccountRoles, ArtistOnly, artistRoutes, type ArtistRoute, SignedIn, StaffOnly } from '@soundpost/server-auth';
import { loadConfig } from '@soundpost/server-core/config';
import { controllersOf, Public } from '@soundpost/server-core/http';
import { AppModule } from '../src/app.module';

/** The routes an artist session reaches that declare no member roles: each would be the owner's alone by accident. */
function routesWithoutRoles(routes: ArtistRoute[]): string[] {
  return routes.filter((route) => route.roles === undefined).map((route) => `${route.method} ${route.path} (${route.name})`);
}

/**
 * The writes a viewer may make: their own session and password, their own notifications, accepting
 * their own invitation and leaving a team (the teams service lets a member remove no one but themselves).
 */
const VIEWER_WRITES = [
  'POST /auth/logout',
  'POST /auth/switch-account',
  'PUT /artist/profile/password',
  'POST /notifications/mark-all-read',
  'POST /notifications/:id/read',
  'POST /artist/team/invitations/:id/accept',
  'DELETE /artist/team/members/:id',
  'POST /artist/team/members/:id/leave',
];
const MONEY_PATHS = ['/artist/wallet', '/artist/royalties', '/artist/transactions', '/artist/label-reports', '/billing/'];
const CATALOGUE_PATHS = ['/artist/releases', '/artist/tracks', '/artist/artists', '/artist/links', '/artist/splits', '/artist/tickets', '/artist/stats'];
const OWNER_PATHS = ['/artist/profile/kyc', '/artist/profile/document', '/artist/documents', '/auth/kyc', '/auth/upload-document'];

function applicationControllers() {
  // Only the module tree is read: nothing connects to this database.
  const databaseUrl = 'postgres://unused@127.0.0.1:1/unused';
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl, DATA_DIR: '/tmp/unused', LOG_LEVEL: 'silent' });
  return controllersOf(AppModule.forRoot({ config, databaseUrl, role: 'test' }));
}

// Every route an artist session can reach says which members of the account may call it
// (`@AccountRoles(group)`, `owner` included as an explicit decision). The live sweep
// (account-roles.e2e-spec.ts) calls each one with each role.
describe('account roles', () => {
  it('every artist route of the application declares its member roles', () => {
    const routes = artistRoutes(applicationControllers());
    expect(routes.length).toBeGreaterThan(50);
    expect(routesWithoutRoles(routes)).toEqual([]);
  });

  // What the issue promises each role, read off the declarations: a mistaken declaration fails here
  // even though the live sweep (which enforces whatever is declared) would pass.
  describe('the declarations keep the promises of the roles', () => {
    const routes = artistRoutes(applicationControllers());
    const allowed = (role: MemberRole) => routes.filter((route) => route.roles?.includes(role)).map((route) => `${route.method} ${route.path}`);
    const under = (prefixes: string[]) => (line: string) => prefixes.some((prefix) => line.split(' ')[1].startsWith(prefix));

    it('a viewer writes nothing but their own session, password, notifications and membership', () => {
      const writes = allowed('viewer').filter((line) => !line.startsWith('GET '));
      expect(writes.filter((line) => !VIEWER_WRITES.includes(line))).toEqual([]);
    });

    it('a manager reaches no money: wallet, payouts, earnings, statements, billing, label reports', () => {
      expect(allowed('manager').filter(under(MONEY_PATHS))).toEqual(['GET /billing/status']);
    });

    it('finance edits nothing in the catalogue', () => {
      expect(allowed('finance').filter((line) => !line.startsWith('GET ')).filter(under(CATALOGUE_PATHS))).toEqual([]);
    });

    it("the profile, identity and documents are the owner's alone", () => {
      for (const role of MEMBER_ROLES) expect(allowed(role).filter(under(OWNER_PATHS))).toEqual([]);
    });

    it('money writes are for admins and finance only', () => {
      const moneyWrites = routes.filter((route) => route.method !== 'GET' && under(MONEY_PATHS)(`${route.method} ${route.path}`));
      expect(moneyWrites.length).toBeGreaterThan(5);
      for (const route of moneyWrites) expect([route.path, route.roles]).toEqual([route.path, ROLE_GROUPS.money]);
    });
  });

  describe('the checker', () => {
    @Controller('declared')
    @ArtistOnly()
    @AccountRoles('read')
    class DeclaredController {
      @Get() list() {
        return [];
      }
      @Post() @AccountRoles('catalogue') create() {
        return 'created';
      }
    }

    // The deliberate mistake: an artist route with no declaration.
    @Controller('forgotten')
    class ForgottenController {
      @Get() @ArtistOnly() @AccountRoles('owner') read() {
        return 'read';
      }
      @Post() @SignedIn('artist', 'onboarding') write() {
        return 'write';
      }
    }

    // Neither is an artist route: nothing to declare.
    @Controller('elsewhere')
    class ElsewhereController {
      @Get() @Public() open() {
        return 'open';
      }
      @Get('staff') @StaffOnly() staff() {
        return 'staff';
      }
      @Get('admin') @SignedIn('admin') admin() {
        return 'admin';
      }
    }

    @Module({ controllers: [DeclaredController, ForgottenController, ElsewhereController] })
    class RootModule {}

    it('names the undeclared route and nothing else', () => {
      const routes = artistRoutes(controllersOf(RootModule));
      expect(routes.map((route) => `${route.method} ${route.path} ${JSON.stringify(route.roles)}`).sort()).toEqual([
        'GET /declared ["admin","manager","finance","viewer"]',
        'GET /forgotten []',
        'POST /declared ["admin","manager"]',
        'POST /forgotten undefined',
      ]);
      expect(routesWithoutRoles(routes)).toEqual(['POST /forgotten (ForgottenController.write)']);
    });
  });
});
