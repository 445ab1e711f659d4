import { loadConfig } from '@soundpost/server-core/config';
import { controllersOf, routesWithoutAccess } from '@soundpost/server-core/http';
import { AppModule } from '../src/app.module';

// Every route the application serves says who may call it: an access decorator of the auth lib
// (`@ArtistOnly()`, `@StaffOnly()`, …) or `@Public()`. A forgotten one would be open to anyone.
// The checker's own test (libs/server/core/src/http/route-access.spec.ts) shows it failing.
describe('route access', () => {
  it('every controller method of the application has an access decorator or @Public()', () => {
    // Only the module tree is read: nothing connects to this database.
    const databaseUrl = 'postgres://unused@127.0.0.1:1/unused';
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl, DATA_DIR: '/tmp/unused', LOG_LEVEL: 'silent' });
    const controllers = controllersOf(AppModule.forRoot({ config, databaseUrl, role: 'test' }));
    expect(controllers.length).toBeGreaterThan(20);
    expect(routesWithoutAccess(controllers)).toEqual([]);
  });
});
