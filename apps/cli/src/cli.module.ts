import { DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, PlatformOptions } from '@soundpost/server-platform';

/** The api's domain modules, without the HTTP server, workers or scheduler. */
@Module({})
export class CliModule {
  static forRoot(options: Omit<PlatformOptions, 'role'>): DynamicModule {
    return { module: CliModule, imports: [PlatformModule.forRoot({ ...options, role: 'cli' })] };
  }
}
