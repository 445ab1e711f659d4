import { Controller, Get, Module, Post, SetMetadata } from '@nestjs/common';
import { controllersOf, Public, ROUTE_ACCESS_KEY, routesWithoutAccess } from './route-access';

// Stands in for an access decorator of the auth lib (they all set ROUTE_ACCESS_KEY).
const Guarded = () => SetMetadata(ROUTE_ACCESS_KEY, { scopes: ['artist'] });

@Controller('open')
@Public()
class OpenController {
  @Get() list() {
    return [];
  }
}

@Controller('mixed')
class MixedController {
  @Get() @Public() read() {
    return 'read';
  }
  @Post() @Guarded() write() {
    return 'write';
  }
  /** Not a route: nothing to declare. */
  helper() {
    return 'helper';
  }
}

@Controller('guarded')
@Guarded()
class GuardedController {
  @Get() list() {
    return [];
  }
}

// The deliberate mistake: a route with neither a guard nor the public marker.
@Controller('forgotten')
class ForgottenController {
  @Get() list() {
    return [];
  }
  @Post() @Guarded() create() {
    return 'created';
  }
}

@Module({ controllers: [ForgottenController] })
class ForgottenModule {}

@Module({ controllers: [MixedController] })
class InnerModule {}

@Module({})
class DynamicHost {}

@Module({ imports: [InnerModule, { module: DynamicHost, controllers: [GuardedController], imports: [ForgottenModule] }], controllers: [OpenController] })
class RootModule {}

describe('routesWithoutAccess', () => {
  it('passes routes with an access decorator or @Public(), on the method or the class', () => {
    expect(routesWithoutAccess([OpenController, MixedController, GuardedController])).toEqual([]);
  });

  it('names every route that declares neither', () => {
    expect(routesWithoutAccess([OpenController, ForgottenController])).toEqual(['ForgottenController.list']);
  });
});

describe('controllersOf', () => {
  it('finds the controllers of a module tree, dynamic modules included', () => {
    expect(new Set(controllersOf(RootModule))).toEqual(new Set([OpenController, MixedController, GuardedController, ForgottenController]));
  });

  it('so the check over a whole tree reports the unguarded route', () => {
    expect(routesWithoutAccess(controllersOf(RootModule))).toEqual(['ForgottenController.list']);
  });
});
