import { DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, PlatformOptions } from '@soundpost/server-platform';

/** The CLI's Nest context: the same domain modules as the api, no HTTP server, no workers or scheduler. */
@Module({})
export class CliModule {
  static forRoot(options: Omit<PlatformOptions, 'role'>): DynamicModule {
    return { module: CliModule, imports: [PlatformModule.forRoot({ ...options, role: 'cli' })] };
  }
}
