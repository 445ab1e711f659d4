// Nest's default logger prints every level; tests keep warnings and errors only.
import { Logger } from '@nestjs/common';

Logger.overrideLogger(['error', 'warn']);
