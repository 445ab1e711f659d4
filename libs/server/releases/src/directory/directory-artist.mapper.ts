import type { DirectoryArtist } from './directory-artist.entity';

export interface DirectoryArtistResponse {
  id: string;
  name: string;
  default_role: string;
}

export function toDirectoryArtist(a: DirectoryArtist): DirectoryArtistResponse {
  return { id: a.id, name: a.name, default_role: a.defaultRole };
}
