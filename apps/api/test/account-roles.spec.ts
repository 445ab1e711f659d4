import { Controller, Get, Module, Post } from '@nestjs/common';
import { AccountRoles, ArtistOnly, artistRoutes, type ArtistRoute, SignedIn, StaffOnly } from '@soundpost/server-auth';
import { loadConfig } from '@soundpost/server-core/config';
import { controllersOf, Public } from '@soundpost/server-core/http';
import { AppModule } from '../src/app.module';

/** The routes an artist session reaches that declare no member roles: each would be the owner's alone by accident. */
function routesWithoutRoles(routes: ArtistRoute[]): string[] {
  return routes.filter((route) => route.roles === undefined).map((route) => `${route.method} ${route.path} (${route.name})`);
}

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
