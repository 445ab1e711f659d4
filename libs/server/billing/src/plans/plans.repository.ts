import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository, SelectQueryBuilder } from 'typeorm';
import { FREE_PLAN_KEY, Plan } from './plan.entity';

@Injectable()
export class PlansRepository {
  constructor(@InjectRepository(Plan) private readonly plans: Repository<Plan>) {}

  private repo(manager?: EntityManager): Repository<Plan> {
    return manager ? manager.getRepository(Plan) : this.plans;
  }

  listActive(): Promise<Plan[]> {
    return this.plans.find({ where: { isActive: true }, order: { priceCents: 'ASC', createdAt: 'ASC' } });
  }

  findById(id: string, manager?: EntityManager): Promise<Plan | null> {
    return this.repo(manager).findOneBy({ id });
  }

  findByKey(key: string): Promise<Plan | null> {
    return this.plans.findOneBy({ key });
  }

  findFree(): Promise<Plan | null> {
    return this.findByKey(FREE_PLAN_KEY);
  }

  async byIds(ids: string[]): Promise<Map<string, Plan>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    return new Map((await this.plans.findBy({ id: In(unique) })).map((p) => [p.id, p]));
  }

  existsById(id: string): Promise<boolean> {
    return this.plans.existsBy({ id });
  }

  keyTaken(key: string): Promise<boolean> {
    return this.plans.existsBy({ key });
  }

  save(plan: Plan): Promise<Plan> {
    return this.plans.save(plan);
  }

  create(fields: Partial<Plan>): Plan {
    return this.plans.create(fields);
  }

  async remove(plan: Plan): Promise<void> {
    await this.plans.remove(plan);
  }

  listQuery(): SelectQueryBuilder<Plan> {
    return this.plans.createQueryBuilder('p');
  }
}
