import { DynamicModule, Module } from '@nestjs/common';
import { CoreHttpModule } from '@soundpost/server-core';
import { domainHttpModules, PlatformHttpModule, PlatformModule, PlatformOptions } from '@soundpost/server-platform';

/** The HTTP process: the platform plus core's and every registered domain's controllers. */
@Module({})
export class AppModule {
  static forRoot(options: Omit<PlatformOptions, 'role'> & { role?: PlatformOptions['role'] }): DynamicModule {
    return {
      module: AppModule,
      imports: [PlatformModule.forRoot({ role: 'api', ...options }), CoreHttpModule, ...domainHttpModules, PlatformHttpModule],
    };
  }
}
