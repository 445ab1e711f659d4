import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { UserSummary } from '@soundpost/server-auth';
import { isUuid } from '@soundpost/server-core/ids';
import { applyListQuery, ListQuery } from '@soundpost/server-core/lists';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { ArtistProfile } from '../profiles/artist-profile.entity';
import { adminArtistsListSpec, ARTIST_ROLE } from './admin-artists.list';

/** An artist account with its profile (null until the artist or staff first saved one). */
export interface ArtistRow {
  user: UserSummary;
  profile: ArtistProfile | null;
}

type UserWithProfile = UserSummary & { profile?: ArtistProfile | null };

/**
 * The back office's read model of artists: accounts holding the artist role joined to their
 * profile. Accounts come from auth's published view (UserSummary), because a list that searches,
 * filters and sorts across both is paged in one statement; every write to an account goes through
 * the auth lib's services.
 */
@Injectable()
export class ArtistDirectoryRepository {
  constructor(@InjectRepository(ArtistProfile) private readonly profiles: Repository<ArtistProfile>) {}

  private base(): SelectQueryBuilder<UserSummary> {
    return this.profiles.manager
      .createQueryBuilder(UserSummary, 'u')
      .leftJoinAndMapOne('u.profile', ArtistProfile, 'p', 'p.user_id = u.id')
      .where(':artistRole = ANY(u.roles)', { artistRole: ARTIST_ROLE });
  }

  /** One page of the list and the total. */
  async findPage(list: ListQuery): Promise<{ rows: ArtistRow[]; total: number }> {
    const qb = applyListQuery(this.base(), list, adminArtistsListSpec);
    const [users, total] = await qb.getManyAndCount();
    return { rows: users.map(toRow), total };
  }

  /** The artist with this id; null when missing, not an artist, or not a uuid. */
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
