import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { PaymentEvent } from './payment-event.entity';

@Injectable()
export class PaymentEventsRepository {
  constructor(@InjectRepository(PaymentEvent) private readonly events: Repository<PaymentEvent>) {}

  seen(provider: string, eventId: string): Promise<boolean> {
    return this.events.existsBy({ provider, eventId });
  }

  async record(provider: string, eventId: string, type: string): Promise<void> {
    await this.events.createQueryBuilder().insert().into(PaymentEvent).values({ provider, eventId, type: type.slice(0, 128) }).orIgnore().execute();
  }
}
