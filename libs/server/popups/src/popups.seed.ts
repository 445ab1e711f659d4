import type { INestApplicationContext } from '@nestjs/common';
import type { AppConfig } from '@soundpost/server-core/config';
import { PopupsService } from './popups.service';

/** Seeded switched off: an active popup would cover every page of a fresh install (and of the browser journeys). */
export const DEMO_POPUP = {
  title: 'Welcome to Soundpost',
  message:
    '<p>Upload unlimited music and keep <strong>100% of your royalties</strong>.</p>' +
    '<p><a href="/pricing">See the plans</a> or read the <a href="/faq">FAQ</a>.</p>',
  type: 'info',
  status: false,
} as const;

export async function seedPopups({ app, log }: { app: INestApplicationContext; config: AppConfig; log: (m: string) => void }): Promise<void> {
  const { created } = await app.get(PopupsService).ensureByTitle({ ...DEMO_POPUP });
  if (created) log(`Popup created: ${DEMO_POPUP.title}`);
}
