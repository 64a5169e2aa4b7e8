import { shopIdentity, type BusinessDetails } from '../../../shared/settings';
import type { ShopIdentity } from '../../../shared/shop';
import type { DatabaseHandle } from '../../db/client';
import { followChanges, type ChangeFollower } from '../../db/follow-changes';
import type { SettingsService } from './settings.service';

/** Channel on which server processes tell each other the business details were saved. */
export const SHOP_IDENTITY_CHANNEL = 'shop_identity_changed';

/**
 * The shop's public identity (name, numbers, email, address, hours) as this process serves it: read from
 * the business details at start and again after every save, by this process or another (decision 038),
 * so every page, the server's HTML and the order's WhatsApp link read it from memory, synchronously.
 */
export class ShopIdentityCopy {
  private identity: ShopIdentity | undefined;
  private businessDetails: BusinessDetails | undefined;
  private follower: ChangeFollower | undefined;

  constructor(
    private readonly settings: Pick<SettingsService, 'businessDetails' | 'businessDetailsVersion'>,
  ) {}

  /** Reads the details, then follows their changes (NOTIFY, and the version every `versionCheckMs`). */
  async start(database: DatabaseHandle, versionCheckMs: number): Promise<void> {
    await this.reload();
    this.follower = await followChanges(database, {
      channel: SHOP_IDENTITY_CHANNEL,
      readVersion: () => this.settings.businessDetailsVersion(),
      drop: () => this.reload(),
      versionCheckMs,
    });
  }

  /** The identity as last read. */
  current(): ShopIdentity {
    if (!this.identity) throw new Error('The shop identity is read at start: call start() first');
    return this.identity;
  }

  /** The business details the identity was read from (the bank account, the payment provider). */
  details(): BusinessDetails {
    if (!this.businessDetails) throw new Error('The shop identity is read at start: call start() first');
    return this.businessDetails;
  }

  /** After a save in this process: reloads now and tells the others. */
  async changed(): Promise<void> {
    await this.follower?.changed();
  }

  stop(): void {
    this.follower?.stop();
  }

  /** Keeps the last identity when the database is away (the next change or check reads it again). */
  private async reload(): Promise<void> {
    const details = await this.settings.businessDetails();
    this.identity = shopIdentity(details);
    this.businessDetails = details;
  }
}
