import { createParamDecorator, ExecutionContext } from '@nestjs/common';

export const MailLanguage = createParamDecorator((_: unknown, context: ExecutionContext): string | null => {
  const header = context.switchToHttp().getRequest<{ headers: Record<string, string | string[] | undefined> }>().headers['accept-language'];
  const value = Array.isArray(header) ? header[0] : header;
  const match = /^\s*([a-zA-Z]{2,3})\b/.exec(value ?? '');
  return match?.[1] ? match[1].toLowerCase() : null;
});
