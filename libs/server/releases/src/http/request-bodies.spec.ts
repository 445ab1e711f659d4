import { getMetadataStorage } from 'class-validator';
import { ReleaseStatusDto } from '../admin/release-status.dto';
import { DirectoryArtistDto } from '../directory/directory-artist.dto';
import { DistributionDto } from '../releases/distribution.dto';
import { ReleaseDraftDto } from '../releases/release-draft.dto';
import { ReleaseStageDto, ReleaseUpdateDto } from '../releases/release-update.dto';
import { TrackOrderDto, TrackUpdateDto } from '../tracks/track-update.dto';
import { directoryArtistBody, distributionBody, draftBody, releaseStatusBody, releaseUpdateBody, stageBody, trackOrderBody, trackUpdateBody } from './releases.openapi';

/** The keys a DTO accepts (the pipe refuses any other). */
const accepted = (dto: new () => object) => new Set(getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false).map((m) => m.propertyName));

/** The documented request bodies name exactly the keys the DTOs accept, so the two cannot drift. */
describe('releases request bodies', () => {
  it.each([
    ['ReleaseDraftDto', ReleaseDraftDto, draftBody],
    ['ReleaseUpdateDto', ReleaseUpdateDto, releaseUpdateBody],
    ['ReleaseStageDto', ReleaseStageDto, stageBody],
    ['DistributionDto', DistributionDto, distributionBody],
    ['DirectoryArtistDto', DirectoryArtistDto, directoryArtistBody],
    ['ReleaseStatusDto', ReleaseStatusDto, releaseStatusBody],
    ['TrackOrderDto', TrackOrderDto, trackOrderBody],
    ['TrackUpdateDto', TrackUpdateDto, trackUpdateBody],
  ] as const)('%s matches its OpenAPI schema', (_name, dto, schema) => {
    expect([...accepted(dto)].sort()).toEqual(Object.keys(schema.properties ?? {}).sort());
  });
});
