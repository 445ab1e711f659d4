import { Controller, Get, UseGuards } from '@nestjs/common';
import { RateLimit } from '@soundpost/server-core/rate-limit';
import { TestActorGuard } from './test-actor.guard';

/** Test-only rate-limited endpoints. */
@Controller('test/rate-limit')
@UseGuards(TestActorGuard)
export class RateLimitDemoController {
  @Get('ip')
  @RateLimit({ bucket: 'test-ip', points: 3, duration: 60 })
  byIp() {
    return { ok: true };
  }

  @Get('actor')
  @RateLimit({ bucket: 'test-actor', points: 2, duration: 60, key: 'actor' })
  byActor() {
    return { ok: true };
  }
}
