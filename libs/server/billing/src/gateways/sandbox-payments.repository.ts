import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { SandboxPayment, SandboxPaymentStatus } from './sandbox-payment.entity';

@Injectable()
export class SandboxPaymentsRepository {
  constructor(@InjectRepository(SandboxPayment) private readonly payments: Repository<SandboxPayment>) {}

  async insert(row: Omit<SandboxPayment, 'createdAt' | 'updatedAt'>): Promise<void> {
    await this.payments.insert(row);
  }

  findById(id: string): Promise<SandboxPayment | null> {
    return this.payments.findOneBy({ id });
  }

  /** `from` → `to` when the row is still `from`; otherwise nothing changes. */
  async advance(id: string, from: SandboxPaymentStatus, to: SandboxPaymentStatus, kind?: SandboxPayment['kind']): Promise<void> {
    await this.payments.update({ id, status: from, ...(kind ? { kind } : {}) }, { status: to });
  }

  findPayPal(id: string): Promise<SandboxPayment | null> {
    return this.payments.findOneBy({ id, kind: 'paypal' });
  }
}
