import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { DomainError } from '@soundpost/server-core/http';
import { Idempotent } from '@soundpost/server-core/idempotency';
import { IsBoolean, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { DataSource } from 'typeorm';
import { TestActorGuard } from './test-actor.guard';

export class CreateWidgetDto {
  @IsString()
  name!: string;

  /** Keeps the request in flight for a while (to race a second one against it). */
  @IsOptional() @IsInt() @Min(0) @Max(5000)
  delay_ms?: number;

  /** Fails after writing, to show the claim is released. */
  @IsOptional() @IsBoolean()
  fail?: boolean;
}

/** Test-only creating endpoint: every call that runs writes one row to idempotency_demo_widgets. */
@Controller('test/idempotency')
@UseGuards(TestActorGuard)
export class IdempotencyDemoController {
  constructor(private readonly dataSource: DataSource) {}

  @Post('widgets')
  @Idempotent()
  async create(@Body() body: CreateWidgetDto) {
    if (body.delay_ms) await new Promise((resolve) => setTimeout(resolve, body.delay_ms));
    const [row] = await this.dataSource.query(
      'INSERT INTO idempotency_demo_widgets (name) VALUES ($1) RETURNING id, name, token, created_at',
      [body.name],
    );
    if (body.fail) throw new DomainError('widget_failed', 'The widget could not be made.', 400);
    return { widget: { id: Number(row.id), name: row.name, token: row.token, created_at: row.created_at }, message: 'Widget created.' };
  }
}
