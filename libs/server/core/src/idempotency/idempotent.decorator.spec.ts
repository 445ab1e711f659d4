import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { HTTP_CODE_METADATA, INTERCEPTORS_METADATA, METHOD_METADATA, PATH_METADATA, RESPONSE_PASSTHROUGH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { Test } from '@nestjs/testing';
import { IdempotencyService } from './idempotency.service';
import { Idempotent } from './idempotent.decorator';

@Controller('things')
class ThingsController {
  readonly seen: unknown[][] = [];

  @Idempotent()
  @Post(':id/do')
  @HttpCode(200)
  act(@Param('id') id: string, @Body() body: { n: number }): Promise<{ id: string; n: number }> {
    this.seen.push([id, body]);
    return Promise.resolve({ id, n: body.n });
  }

  @Post('other')
  @Idempotent()
  other(@Body() body: unknown): Promise<unknown> {
    return Promise.resolve(body);
  }
}

describe('@Idempotent()', () => {
  const proto = ThingsController.prototype;

  it('keeps the route metadata of the decorators on either side of it, and adds no interceptor', () => {
    expect(Reflect.getMetadata(PATH_METADATA, proto.act)).toBe(':id/do');
    expect(Reflect.getMetadata(METHOD_METADATA, proto.act)).toBe(1); // RequestMethod.POST
    expect(Reflect.getMetadata(HTTP_CODE_METADATA, proto.act)).toBe(200);
    expect(Reflect.getMetadata(PATH_METADATA, proto.other)).toBe('other');
    expect(Reflect.getMetadata(INTERCEPTORS_METADATA, proto.act)).toBeUndefined();
    expect(Reflect.getMetadata(INTERCEPTORS_METADATA, proto.other)).toBeUndefined();
    expect(proto.act.name).toBe('act');
  });

  it('asks Nest for the request and the reply after the handler’s own arguments, and lets Nest send the answer', () => {
    const args = Object.values(Reflect.getMetadata(ROUTE_ARGS_METADATA, ThingsController, 'act') as Record<string, { index: number }>);
    const byType = Object.fromEntries(Object.entries(Reflect.getMetadata(ROUTE_ARGS_METADATA, ThingsController, 'act') as Record<string, { index: number }>).map(([k, v]) => [k.split(':')[0], v.index]));
    expect(args.map((a) => a.index).sort()).toEqual([0, 1, 2, 3]);
    expect(byType[String(RouteParamtypes.REQUEST)]).toBe(2);
    expect(byType[String(RouteParamtypes.RESPONSE)]).toBe(3);
    expect(Reflect.getMetadata(RESPONSE_PASSTHROUGH_METADATA, ThingsController, 'act')).toBe(true);
  });

  it('gets the service from Nest and calls the handler with its own arguments only when no key is sent', async () => {
    const module = await Test.createTestingModule({ controllers: [ThingsController], providers: [{ provide: IdempotencyService, useValue: {} }] }).compile();
    const controller = module.get(ThingsController);
    const call = controller.act as unknown as (...args: unknown[]) => Promise<unknown>;
    await expect(call.call(controller, 'a1', { n: 2 }, { headers: {} }, {})).resolves.toEqual({ id: 'a1', n: 2 });
    expect(controller.seen).toEqual([['a1', { n: 2 }]]);
    await module.close();
  });
});
