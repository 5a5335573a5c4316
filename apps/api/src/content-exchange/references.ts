import type { Database } from '../db/database.ts';
import { loadChannelSummaries } from '../modules/channels/service.ts';
import { listLocaleCodes } from '../modules/locales/service.ts';
import type { ContentReferences } from './content-kind.ts';

/** The channels and locales of this database, read once per import or export. */
export async function loadContentReferences(db: Database): Promise<ContentReferences> {
  const [channels, locales] = await Promise.all([loadChannelSummaries(db), listLocaleCodes(db)]);
  const idByCode = new Map(channels.map((channel) => [channel.code, channel.id]));
  const codeById = new Map(channels.map((channel) => [channel.id, channel.code]));
  return {
    channelId: (code) => idByCode.get(code),
    channelCode: (id) => codeById.get(id),
    locales: new Set(locales),
  };
}
