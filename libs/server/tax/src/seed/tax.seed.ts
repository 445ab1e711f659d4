import type { INestApplicationContext } from '@nestjs/common';
import { UsersService } from '@soundpost/server-auth';
import type { AppConfig } from '@soundpost/server-core/config';
import { DataSource } from 'typeorm';
import { TaxFormsService } from '../forms/tax-forms.service';
import { TaxStandingService } from '../standing/tax-standing.service';

export const DEMO_TAX_ARTIST = 'artist.approved@soundpost.local';

/** The demo artist gets a valid W-8BEN (Portugal, treaty rate 10% on royalties), so the demo wallet can pay out. */
export async function seedTax({ app, log }: { app: INestApplicationContext; config: AppConfig; log: (m: string) => void }): Promise<void> {
  const artist = await app.get(UsersService).findByEmail(DEMO_TAX_ARTIST);
  if (!artist) return;
  const standing = await app.get(TaxStandingService).standingOf(artist.id);
  if (standing.status === 'valid' || standing.status === 'expiring') return;
  const name = artist.name?.trim() || 'Demo Artist';
  await app.get(DataSource).transaction((m) =>
    app.get(TaxFormsService).fileDirect(
      m,
      artist.id,
      {
        form: 'w8ben',
        name,
        citizenship_country: 'PT',
        residence_address: { line1: 'Rua das Flores 12', city: 'Lisboa', postal_code: '1200-195', country: 'PT' },
        foreign_tin: '123456789',
        date_of_birth: '1990-04-01',
        treaty_claim: { country: 'PT', article: '13', rate_bp: 1000, income_type: 'royalties' },
        certification: true,
        signature: name,
      },
      { tax_residence_country: 'PT', us_person: false, entity_type: 'individual' },
      new Date(),
    ),
  );
  log(`Tax: W-8BEN on file for ${DEMO_TAX_ARTIST}`);
}
