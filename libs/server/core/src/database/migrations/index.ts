import { CoreInit1763700000000 } from './1763700000000-core-init';

export const coreMigrations = [CoreInit1763700000000];
