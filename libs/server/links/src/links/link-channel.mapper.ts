import type { LinkChannelResponse } from '@soundpost/contracts';
import type { LinkChannel } from './link-channel.entity';
import { linkPageUrl } from './link-urls';

export function toLinkChannel(channel: LinkChannel, publicUrl: string, slug: string): LinkChannelResponse {
  return { id: channel.id, name: channel.name, url: linkPageUrl(publicUrl, slug, channel.name), created_at: channel.createdAt.toISOString() };
}
