import { Module } from '@nestjs/common';
import { AdminTaxController } from './http/admin-tax.controller';
import { ArtistTaxController } from './http/artist-tax.controller';
import { TaxModule } from './tax.module';

@Module({
  imports: [TaxModule],
  controllers: [ArtistTaxController, AdminTaxController],
})
export class TaxHttpModule {}
