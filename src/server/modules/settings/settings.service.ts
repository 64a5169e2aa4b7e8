import { koboToNaira, nairaToKobo } from '../../../shared/money';
import { NIGERIAN_STATES, type NigerianState } from '../../../shared/nigeria';
import {
  defaultBusinessDetails,
  type BusinessDetails,
  type BusinessDetailsResponse,
  type DeliveryFeeRow,
  type DeliveryFeesResponse,
} from '../../../shared/settings';
import {
  DEFAULT_SEARCH_WORDS,
  searchWordsToText,
  type SearchWords,
  type SearchWordsResponse,
} from '../../../shared/search-words';
import type { BusinessDetailsRow } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { SettingsRepository } from './settings.repository';

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

/** The saved row as details; a row saved before the WhatsApp number existed takes the default's. */
export interface SettingsOptions {
  recordChange?: RecordSettingsChange;
  /** The details until the owner saves them, from the environment (SELLER_WHATSAPP). */
  defaults?: BusinessDetails;
  /** Told after the details were saved and committed (the shop's identity in every process's memory). */
  detailsSaved?: () => Promise<void>;
  /** Told after the search words were saved and committed (every process's search is rebuilt). */
  searchWordsSaved?: () => Promise<void>;
}

function toDetails(row: BusinessDetailsRow | undefined, defaults: BusinessDetails): BusinessDetails {
  if (!row) return defaults;
  const { id: _id, updatedAt: _at, updatedBy: _by, updatedById: _byId, ...details } = row;
  return { ...details, whatsapp: details.whatsapp || defaults.whatsapp };
}

/**
 * The shop's settings: business details for documents and mails, and a delivery fee (kobo) or
 * "quote on request" (null) per state. Until the staff save, the defaults of `src/shared/settings.ts`.
 */
export class SettingsService {
  private readonly recordChange: RecordSettingsChange;
  private readonly defaults: BusinessDetails;

  constructor(
    private readonly repository: SettingsRepository,
    private readonly options: SettingsOptions = {},
  ) {
    this.recordChange = options.recordChange ?? (async () => {});
    this.defaults = options.defaults ?? defaultBusinessDetails('');
  }

  /** The same settings read through a transaction (the embedded database runs one at a time). */
  inTransaction(tx: Transaction): SettingsService {
    return new SettingsService(new SettingsRepository(tx), this.options);
  }

  /** The details documents print and the storefront shows: the saved ones, or the defaults. */
  async businessDetails(): Promise<BusinessDetails> {
    return toDetails(await this.repository.businessDetails(), this.defaults);
  }

  /** Moves with every save: the shop's identity in each process's memory follows it. */
  businessDetailsVersion(): Promise<number> {
    return this.repository.businessDetailsVersion();
  }

  async businessDetailsView(): Promise<BusinessDetailsResponse> {
    const row = await this.repository.businessDetails();
    return {
      details: toDetails(row, this.defaults),
      updatedAt: row ? row.updatedAt.toISOString() : null,
      updatedBy: row ? row.updatedBy : null,
    };
  }

  async saveBusinessDetails(details: BusinessDetails, by: SettingsActor): Promise<BusinessDetailsResponse> {
    await this.repository.transaction(async (repository, tx) => {
      const before = toDetails(await repository.businessDetails(), this.defaults);
      await repository.saveBusinessDetails({
        ...details,
        updatedAt: new Date(),
        updatedBy: by.name,
        updatedById: by.id,
      });
      const changes: Changes = {};
      for (const key of Object.keys(details) as (keyof BusinessDetails)[]) {
        // Compared as JSON: the hours are a list.
        if (JSON.stringify(before[key]) !== JSON.stringify(details[key]))
          changes[key] = { from: before[key], to: details[key] };
      }
      if (Object.keys(changes).length > 0)
        await this.recordChange(tx, { actor: by, subject: 'Business details', changes });
    });
    await this.options.detailsSaved?.();
    return this.businessDetailsView();
  }

  /** The groups of words meaning the same thing the search uses: the saved ones, or the defaults. */
  async searchWords(): Promise<string[][]> {
    const row = await this.repository.searchWords();
    return row ? row.groups : DEFAULT_SEARCH_WORDS.map((group) => [...group]);
  }

  async searchWordsView(): Promise<SearchWordsResponse> {
    const row = await this.repository.searchWords();
    return {
      groups: row ? row.groups : DEFAULT_SEARCH_WORDS.map((group) => [...group]),
      updatedAt: row ? row.updatedAt.toISOString() : null,
      updatedBy: row ? row.updatedBy : null,
    };
  }

  /** Replaces the whole list (already checked); the feed gets the groups added and removed, as lines. */
  async saveSearchWords({ groups }: SearchWords, by: SettingsActor): Promise<SearchWordsResponse> {
    await this.repository.transaction(async (repository, tx) => {
      const before = (await repository.searchWords())?.groups ?? DEFAULT_SEARCH_WORDS;
      await repository.saveSearchWords({
        groups,
        updatedAt: new Date(),
        updatedBy: by.name,
        updatedById: by.id,
      });
      const lines = (list: readonly (readonly string[])[]) => searchWordsToText(list).split('\n');
      const was = new Set(lines(before));
      const now = new Set(groups.length === 0 ? [] : lines(groups));
      const added = [...now].filter((line) => !was.has(line));
      const removed = [...was].filter((line) => !now.has(line));
      const changes: Changes = {};
      if (added.length > 0) changes.searchWordsAdded = { from: null, to: added.join(' | ') };
      if (removed.length > 0) changes.searchWordsRemoved = { from: removed.join(' | '), to: null };
      if (Object.keys(changes).length > 0)
        await this.recordChange(tx, { actor: by, subject: 'Search words', changes });
    });
    await this.options.searchWordsSaved?.();
    return this.searchWordsView();
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
