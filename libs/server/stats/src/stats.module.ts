import { Module, Provider } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StatsCatalogueRepository } from './catalogue/stats-catalogue.repository';
import { StatsImport } from './imports/stats-import.entity';
import { StatsImportsRepository } from './imports/stats-imports.repository';
import { StatsImportsService } from './imports/stats-imports.service';
import { StatsLinesRepository } from './lines/stats-lines.repository';
import { StatsPreset } from './presets/stats-preset.entity';
import { StatsPresetsRepository } from './presets/stats-presets.repository';
import { StatsPresetsService } from './presets/stats-presets.service';

const services: Provider[] = [StatsImportsService, StatsPresetsService];

@Module({
  imports: [TypeOrmModule.forFeature([StatsImport, StatsPreset])],
  providers: [StatsImportsRepository, StatsPresetsRepository, StatsLinesRepository, StatsCatalogueRepository, ...services],
  exports: services,
})
export class StatsModule {}
