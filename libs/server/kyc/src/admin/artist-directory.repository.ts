import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { UserSummary } from '@soundpost/server-auth';
import { isUuid } from '@soundpost/server-core/ids';
import { applyListQuery, ListQuery } from '@soundpost/server-core/lists';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { ArtistProfile } from '../profiles/artist-profile.entity';
import { adminArtistsListSpec, ARTIST_ROLE } from './admin-artists.list';

export interface ArtistRow {
  user: UserSummary;
  profile: ArtistProfile | null;
}

type UserWithProfile = UserSummary & { profile?: ArtistProfile | null };

@Injectable()
export class ArtistDirectoryRepository {
  constructor(@InjectRepository(ArtistProfile) private readonly profiles: Repository<ArtistProfile>) {}

  private base(): SelectQueryBuilder<UserSummary> {
    return this.profiles.manager
      .createQueryBuilder(UserSummary, 'u')
      .leftJoinAndMapOne('u.profile', ArtistProfile, 'p', 'p.user_id = u.id')
      .where(':artistRole = ANY(u.roles)', { artistRole: ARTIST_ROLE });
  }

  async findPage(list: ListQuery): Promise<{ rows: ArtistRow[]; total: number }> {
    const qb = applyListQuery(this.base(), list, adminArtistsListSpec);
    const [users, total] = await qb.getManyAndCount();
    return { rows: users.map(toRow), total };
  }

  async findArtist(id: string): Promise<ArtistRow | null> {
    if (!isUuid(id)) return null;
    const user = await this.base().andWhere('u.id = :id', { id }).getOne();
    return user ? toRow(user) : null;
  }
}

function toRow(user: UserWithProfile): ArtistRow {
  const { profile, ...account } = user;
  return { user: Object.assign(new UserSummary(), account), profile: profile ?? null };
}
