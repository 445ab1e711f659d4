import { Popups1763700008000 } from './migrations/1763700008000-popups';
import { Popup } from './popup.entity';

// Entities and migrations of the popups domain (composed into the platform schema).
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const popupsEntities: Function[] = [Popup];
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const popupsMigrations: Function[] = [Popups1763700008000];
