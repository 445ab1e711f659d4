import { Controller, Get, Module } from '@nestjs/common';
import { ArtistOnly, CurrentUser } from '@soundpost/server-auth';

/** Test-only artist route behind the KYC gate, the way every later artist route will use it. */
@Controller('test/gated')
export class GatedDemoController {
  @Get()
  @ArtistOnly({ approved: true })
  dashboard(@CurrentUser('id') userId: string) {
    return { ok: true, user_id: userId };
  }
}

/** `createTestApp(env, [KycGateDemoModule])`. Never part of the real app. */
@Module({ controllers: [GatedDemoController] })
export class KycGateDemoModule {}
