import { koboToNaira, nairaToKobo } from '../../../shared/money';
import { NIGERIAN_STATES, type NigerianState } from '../../../shared/nigeria';
import {
  DEFAULT_BUSINESS_DETAILS,
  type BusinessDetails,
  type BusinessDetailsResponse,
  type DeliveryFeeRow,
  type DeliveryFeesResponse,
} from '../../../shared/settings';
import type { BusinessDetailsRow } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import type { SettingsRepository } from './settings.repository';

/** Who saves: the signed-in admin the guard put on the request. */
export interface SettingsActor {
  id: string;
  name: string;
  email: string;
}

type Changes = Record<string, { from: unknown; to: unknown }>;

/** Writes a save into the team's activity feed, in the save's transaction (wired in app.ts). */
export type RecordSettingsChange = (
  tx: Transaction,
  change: { actor: SettingsActor; subject: string; changes: Changes },
) => Promise<void>;

function toDetails(row: BusinessDetailsRow | undefined): BusinessDetails {
  if (!row) return DEFAULT_BUSINESS_DETAILS;
  const { id: _id, updatedAt: _at, updatedBy: _by, updatedById: _byId, ...details } = row;
  return details;
}

/**
 * The shop's settings: business details for documents and mails, and a delivery fee (kobo) or
 * "quote on request" (null) per state. Until the staff save, the defaults of `src/shared/settings.ts`.
 */
export class SettingsService {
  constructor(
    private readonly repository: SettingsRepository,
    private readonly recordChange: RecordSettingsChange = async () => {},
  ) {}

  /** The details documents print: the saved ones, or the defaults. */
  async businessDetails(): Promise<BusinessDetails> {
    return toDetails(await this.repository.businessDetails());
  }

  async businessDetailsView(): Promise<BusinessDetailsResponse> {
    const row = await this.repository.businessDetails();
    return {
      details: toDetails(row),
      updatedAt: row ? row.updatedAt.toISOString() : null,
      updatedBy: row ? row.updatedBy : null,
    };
  }

  async saveBusinessDetails(details: BusinessDetails, by: SettingsActor): Promise<BusinessDetailsResponse> {
    await this.repository.transaction(async (repository, tx) => {
      const before = toDetails(await repository.businessDetails());
      await repository.saveBusinessDetails({
        ...details,
        updatedAt: new Date(),
        updatedBy: by.name,
        updatedById: by.id,
      });
      const changes: Changes = {};
      for (const key of Object.keys(details) as (keyof BusinessDetails)[]) {
        if (before[key] !== details[key]) changes[key] = { from: before[key], to: details[key] };
      }
      if (Object.keys(changes).length > 0)
        await this.recordChange(tx, { actor: by, subject: 'Business details', changes });
    });
    return this.businessDetailsView();
  }

  /** The delivery fee to a state in kobo, or null: quote on request (also for a state never set). */
  async deliveryFeeFor(state: NigerianState): Promise<number | null> {
    return (await this.repository.deliveryFee(state))?.feeKobo ?? null;
  }

  /** Every state in the list's order, with its fee in naira and who set it. */
  async deliveryFeesView(): Promise<DeliveryFeesResponse> {
    const saved = new Map((await this.repository.deliveryFees()).map((row) => [row.state, row]));
    return {
      fees: NIGERIAN_STATES.map((state) => {
        const row = saved.get(state);
        return {
          state,
          fee: row?.feeKobo == null ? null : koboToNaira(row.feeKobo),
          updatedAt: row ? row.updatedAt.toISOString() : null,
          updatedBy: row ? row.updatedBy : null,
        };
      }),
    };
  }

  /**
   * Saves the whole table (already checked: every state once). Only the states whose fee changed are
   * written (a state never set stays without a row while it is quote on request), so each row's
   * updatedAt and updatedBy say who last changed that state's fee.
   */
  async saveDeliveryFees(fees: DeliveryFeeRow[], by: SettingsActor): Promise<DeliveryFeesResponse> {
    const saved = new Map((await this.repository.deliveryFees()).map((row) => [row.state, row.feeKobo]));
    const updatedAt = new Date();
    const changed = fees
      .map(({ state, fee }) => ({ state, feeKobo: fee === null ? null : nairaToKobo(fee) }))
      .filter(({ state, feeKobo }) => (saved.get(state) ?? null) !== feeKobo);
    if (changed.length > 0)
      await this.repository.transaction(async (repository, tx) => {
        await repository.saveDeliveryFees(
          changed.map((row) => ({ ...row, updatedAt, updatedBy: by.name, updatedById: by.id })),
        );
        const naira = (kobo: number | null | undefined) => (kobo == null ? null : koboToNaira(kobo));
        const changes: Changes = Object.fromEntries(
          changed.map(({ state, feeKobo }) => [state, { from: naira(saved.get(state)), to: naira(feeKobo) }]),
        );
        await this.recordChange(tx, { actor: by, subject: 'Delivery fees', changes });
      });
    return this.deliveryFeesView();
  }
}
