import type { DirectoryArtistResponse } from '@soundpost/contracts';
import type { DirectoryArtist } from './directory-artist.entity';

export function toDirectoryArtist(a: DirectoryArtist): DirectoryArtistResponse {
  return { id: a.id, name: a.name, default_role: a.defaultRole, is_self: a.isSelf };
}
