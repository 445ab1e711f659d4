import type { INestApplicationContext } from '@nestjs/common';
import type { AppConfig } from '@soundpost/server-core/config';
import { PopupsService } from './popups.service';

/** How long the welcome shows after the first start; staff can switch it off or move its dates. */
export const DEMO_POPUP_DAYS = 90;

/** Shown on a fresh install, so the first visit shows what popups look like (the browser journeys switch it off). */
export const DEMO_POPUP = {
  title: 'Welcome to Soundpost',
  message:
    '<p>Upload unlimited music and keep <strong>100% of your royalties</strong>.</p>' +
    '<p><a href="/pricing">See the plans</a> or read the <a href="/faq">FAQ</a>.</p>',
  type: 'info',
  status: true,
} as const;

export async function seedPopups({ app, log }: { app: INestApplicationContext; config: AppConfig; log: (m: string) => void }): Promise<void> {
  const showFrom = new Date();
  const showUntil = new Date(showFrom.getTime() + DEMO_POPUP_DAYS * 24 * 60 * 60 * 1000);
  const { created } = await app.get(PopupsService).ensureByTitle({ ...DEMO_POPUP, showFrom, showUntil });
  if (created) log(`Popup created: ${DEMO_POPUP.title} (shown for ${DEMO_POPUP_DAYS} days)`);
}
