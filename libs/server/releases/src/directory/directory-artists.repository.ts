import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { DirectoryArtist } from './directory-artist.entity';

@Injectable()
export class DirectoryArtistsRepository {
  constructor(@InjectRepository(DirectoryArtist) private readonly repo: Repository<DirectoryArtist>) {}

  private of(manager?: EntityManager): Repository<DirectoryArtist> {
    return manager ? manager.getRepository(DirectoryArtist) : this.repo;
  }

  listOf(userId: string): Promise<DirectoryArtist[]> {
    return this.repo.createQueryBuilder('a').where('a.user_id = :userId', { userId }).orderBy('lower(a.name)', 'ASC').addOrderBy('a.id', 'ASC').getMany();
  }

  /** Entries the plan's artist limit counts: all but the artist's own. */
  countOf(userId: string, manager?: EntityManager): Promise<number> {
    return this.of(manager).countBy({ userId, isSelf: false });
  }

  hasSelf(userId: string, manager?: EntityManager): Promise<boolean> {
    return this.of(manager).existsBy({ userId, isSelf: true });
  }

  byName(userId: string, name: string, manager?: EntityManager): Promise<DirectoryArtist | null> {
    return this.of(manager).createQueryBuilder('a').where('a.user_id = :userId AND lower(a.name) = lower(:name)', { userId, name }).getOne();
  }

  save(artist: DirectoryArtist, manager: EntityManager): Promise<DirectoryArtist> {
    return this.of(manager).save(artist);
  }

  /** Same name in the same directory, whatever its case (the unique index compares lower(name)). */
  async nameTaken(userId: string, name: string, manager?: EntityManager): Promise<boolean> {
    return this.of(manager).createQueryBuilder('a').where('a.user_id = :userId AND lower(a.name) = lower(:name)', { userId, name }).getExists();
  }

  ownedByIds(userId: string, ids: string[], manager?: EntityManager): Promise<DirectoryArtist[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.of(manager).findBy({ userId, id: In(ids) });
  }

  byIds(ids: string[], manager?: EntityManager): Promise<DirectoryArtist[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.of(manager).findBy({ id: In(ids) });
  }

  create(values: Pick<DirectoryArtist, 'userId' | 'name' | 'defaultRole'> & Partial<Pick<DirectoryArtist, 'isSelf'>>, manager: EntityManager): Promise<DirectoryArtist> {
    const repo = this.of(manager);
    return repo.save(repo.create(values));
  }
}
