import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { ClassConstructor } from 'class-transformer';
import { validateBody } from './validation';

/**
 * A body checked later, by the service, once ownership and state are known: an owner-scoped write
 * answers 404 or 409 before its body's 422. `validated()` runs the pipe's own check (same 422).
 */
export class DeferredBody<T extends object> {
  constructor(
    private readonly dto: ClassConstructor<T>,
    private readonly raw: unknown,
  ) {}

  validated(): Promise<T> {
    return validateBody(this.dto, this.raw);
  }
}

const deferred = createParamDecorator((dto: ClassConstructor<object>, ctx: ExecutionContext) => new DeferredBody(dto, ctx.switchToHttp().getRequest<{ body?: unknown }>().body));

/** `@BodyLater(UpdateReleaseDto) body: DeferredBody<UpdateReleaseDto>`, validated by `body.validated()`. */
export const BodyLater = <T extends object>(dto: ClassConstructor<T>): ParameterDecorator => deferred(dto);
