import { Controller, Get, Module } from '@nestjs/common';
import { CurrentUser } from '@soundpost/server-auth';
import { RequireVerifiedArtist } from '@soundpost/server-kyc';

/** Test-only artist route behind the KYC gate, the way every later artist route will use it. */
@Controller('test/gated')
export class GatedDemoController {
  @Get()
  @RequireVerifiedArtist()
  dashboard(@CurrentUser('id') userId: string) {
    return { ok: true, user_id: userId };
  }
}

/** `createTestApp(env, [KycGateDemoModule])`. Never part of the real app. */
@Module({ controllers: [GatedDemoController] })
export class KycGateDemoModule {}
