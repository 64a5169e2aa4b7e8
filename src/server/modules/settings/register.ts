import type { FastifyInstance } from 'fastify';
import { defaultBusinessDetails } from '../../../shared/settings';
import type { DatabaseHandle } from '../../db/client';
import type { Guards } from '../../plugins/auth/guards';
import { StaffRepository } from '../staff';
import { SettingsRepository } from './settings.repository';
import { settingsRoutes } from './settings.routes';
import { SettingsService } from './settings.service';
import { ShopIdentityCopy } from './shop-identity';

export interface SettingsNeeds {
  database: DatabaseHandle;
  guards: Guards;
  /** SELLER_WHATSAPP: the number of the business details until the owner saves them. */
  sellerWhatsapp: string;
  /** How often each process checks that its copy of the identity is current. */
  versionCheckMs: number;
}

export interface SettingsModule {
  /** The business details, delivery fees and search words, read and saved. */
  service: SettingsService;
  /** The shop's identity as this process serves it, from memory. */
  identity: ShopIdentityCopy;
  /** Tells `listener` after each save of the search words (committed). */
  onSearchWordsSaved(listener: () => Promise<void>): void;
}

/**
 * The business details, delivery fees and search words, with their admin routes and the public identity.
 * Every process keeps the shop's identity in memory, told of each save (decision 038); each save is a
 * team act in the staff's activity feed.
 */
export async function registerSettings(
  app: FastifyInstance,
  { database, guards, sellerWhatsapp, versionCheckMs }: SettingsNeeds,
): Promise<SettingsModule> {
  const searchWordsListeners: (() => Promise<void>)[] = [];
  const service: SettingsService = new SettingsService(new SettingsRepository(database.db), {
    recordChange: (tx, change) =>
      new StaffRepository(tx).record({
        kind: 'settings',
        action: 'saved',
        ...change,
        details: change.changes,
      }),
    defaults: defaultBusinessDetails(sellerWhatsapp),
    detailsSaved: () => identity.changed(),
    searchWordsSaved: async () => {
      for (const listener of searchWordsListeners) await listener();
    },
  });
  const identity: ShopIdentityCopy = new ShopIdentityCopy(service);
  await identity.start(database, versionCheckMs);
  app.addHook('onClose', async () => identity.stop());
  await app.register(settingsRoutes, { settings: service, guards, identity: () => identity.current() });
  return {
    service,
    identity,
    onSearchWordsSaved: (listener) => {
      searchWordsListeners.push(listener);
    },
  };
}
