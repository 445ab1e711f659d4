import { Logger } from '@nestjs/common';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

Logger.overrideLogger(['error', 'warn']);

// The ERN 4.3 schema lives beside the repository (DDEX licence): when there, every message a test builds is validated.
const sharedErnSchemas = resolve(__dirname, '../../../shared/ddex/ern43');
if (!process.env.DDEX_SCHEMA_DIR && existsSync(resolve(sharedErnSchemas, 'release-notification.xsd'))) process.env.DDEX_SCHEMA_DIR = sharedErnSchemas;
