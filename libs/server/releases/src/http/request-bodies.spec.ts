import { getMetadataStorage } from 'class-validator';
import { ReleaseStatusDto } from '../admin/release-status.dto';
import { DirectoryArtistDto } from '../directory/directory-artist.dto';
import { DistributionDto } from '../releases/distribution.dto';
import { ReleaseDraftDto } from '../releases/release-draft.dto';
import { ReleaseStageDto, ReleaseUpdateDto } from '../releases/release-update.dto';
import { TrackOrderDto, TrackUpdateDto } from '../tracks/track-update.dto';
import { contractSchema } from '@soundpost/server-core/http';

/** The keys a DTO accepts (the pipe refuses any other). */
const accepted = (dto: new () => object) => new Set(getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false).map((m) => m.propertyName));

/** The contract request types (the documented bodies) name exactly the keys the DTOs accept, so the two cannot drift. */
describe('releases request bodies', () => {
  it.each([
    ['ReleaseDraftDto', ReleaseDraftDto, 'DraftReleaseRequest'],
    ['ReleaseUpdateDto', ReleaseUpdateDto, 'ReleaseUpdateRequest'],
    ['ReleaseStageDto', ReleaseStageDto, 'ReleaseStageRequest'],
    ['DistributionDto', DistributionDto, 'DistributionSettingsRequest'],
    ['DirectoryArtistDto', DirectoryArtistDto, 'DirectoryArtistRequest'],
    ['ReleaseStatusDto', ReleaseStatusDto, 'ReleaseStatusRequest'],
    ['TrackOrderDto', TrackOrderDto, 'TrackOrderRequest'],
    ['TrackUpdateDto', TrackUpdateDto, 'TrackUpdateRequest'],
  ] as const)('%s matches its contract request type', (_name, dto, schema) => {
    expect([...accepted(dto)].sort()).toEqual(Object.keys(contractSchema(schema).properties ?? {}).sort());
  });
});
