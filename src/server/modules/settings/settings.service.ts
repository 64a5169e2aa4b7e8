import type { PaymentProvider } from '../../../shared/payments';
import { randomUUID } from 'node:crypto';
import {
  DELIVERY_MESSAGES,
  largestClass,
  orderDeliveryFee,
  type DeliveryClassesInput,
  type DeliveryClassesResponse,
  type DeliveryMethod,
} from '../../../shared/delivery';
import { AppError } from '../../../shared/errors';
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

/** A fee's place in the table. */
const feeKey = (row: { state: string; classId: string }) => `${row.state}\u0000${row.classId}`;

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

function toDetails(
  row: BusinessDetailsRow | undefined,
  defaults: BusinessDetails,
): Required<BusinessDetails> {
  if (!row) return { depositPercent: 0, paymentProvider: 'paystack', ...defaults };
  const { id: _id, updatedAt: _at, updatedBy: _by, updatedById: _byId, ...details } = row;
  return {
    ...details,
    whatsapp: details.whatsapp || defaults.whatsapp,
    paymentProvider: details.paymentProvider as PaymentProvider,
  };
}

/**
 * The shop's settings: business details for documents and mails, the delivery classes, and a delivery
 * fee (kobo) or "quote on request" (null) per state and class. Until the staff save, the defaults of `src/shared/settings.ts`.
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
        // Left out by a caller that does not know them: the saved ones stay.
        depositPercent: details.depositPercent ?? before.depositPercent ?? 0,
        paymentProvider: details.paymentProvider ?? before.paymentProvider ?? 'paystack',
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

  /** The delivery classes, smallest first. */
  async deliveryClasses(): Promise<DeliveryClassesResponse> {
    const rows = await this.repository.deliveryClasses();
    return { classes: rows.map(({ id, name }) => ({ id, name })) };
  }

  /**
   * Saves the classes' names and order (smallest first); rows without an id are new classes. Every
   * existing class must stay (products are in it), and an id the shop does not know is refused.
   */
  async saveDeliveryClasses(
    input: DeliveryClassesInput['classes'],
    by: SettingsActor,
  ): Promise<DeliveryClassesResponse> {
    const before = await this.repository.deliveryClasses();
    const known = new Set(before.map((row) => row.id));
    const sent = new Set(input.flatMap((row) => (row.id === undefined ? [] : [row.id])));
    if ([...sent].some((id) => !known.has(id)))
      throw new AppError('VALIDATION_FAILED', DELIVERY_MESSAGES.unknownClass);
    if (before.some((row) => !sent.has(row.id)))
      throw new AppError('VALIDATION_FAILED', DELIVERY_MESSAGES.classRemoved);
    const rows = input.map((row, position) => ({
      id: row.id ?? `class-${randomUUID().slice(0, 8)}`,
      name: row.name.trim(),
      position,
    }));
    const describe = (list: { name: string }[]) => list.map((row) => row.name).join(', ');
    if (describe(before) !== describe(rows))
      await this.repository.transaction(async (repository, tx) => {
        await repository.saveDeliveryClasses(rows);
        await this.recordChange(tx, {
          actor: by,
          subject: 'Delivery classes',
          changes: { classes: { from: describe(before), to: describe(rows) } },
        });
      });
    return this.deliveryClasses();
  }

  /**
   * What an order pays for delivery, in kobo: nothing when picked up from the showroom; else the fee of its
   * largest class to its state, or null: quoted on WhatsApp.
   */
  async deliveryFeeFor(order: {
    state: NigerianState;
    method: DeliveryMethod;
    productClasses: readonly string[];
  }): Promise<number | null> {
    if (order.method === 'pickup') return 0;
    const classOrder = (await this.repository.deliveryClasses()).map((row) => row.id);
    const largest = largestClass(classOrder, order.productClasses);
    if (largest === null) return null;
    const fee = (await this.repository.deliveryFee(order.state, largest))?.feeKobo ?? null;
    return orderDeliveryFee({ ...order, classOrder, feeOf: () => fee });
  }

  /** Every state in the list's order and every class, with its fee in naira and who set it. */
  async deliveryFeesView(): Promise<DeliveryFeesResponse> {
    const { classes } = await this.deliveryClasses();
    const saved = new Map((await this.repository.deliveryFees()).map((row) => [feeKey(row), row]));
    return {
      classes,
      fees: NIGERIAN_STATES.flatMap((state) =>
        classes.map(({ id: classId }) => {
          const row = saved.get(feeKey({ state, classId }));
          return {
            state,
            classId,
            fee: row?.feeKobo == null ? null : koboToNaira(row.feeKobo),
            updatedAt: row ? row.updatedAt.toISOString() : null,
            updatedBy: row ? row.updatedBy : null,
          };
        }),
      ),
    };
  }

  /**
   * Saves the whole table (already checked: each state and class at most once; one left out is quote on
   * request). Only the fees that changed are written (a pair never set stays without a row while it is
   * quote on request), so each row's updatedAt and updatedBy say who last changed that fee.
   */
  async saveDeliveryFees(fees: DeliveryFeeRow[], by: SettingsActor): Promise<DeliveryFeesResponse> {
    const { classes } = await this.deliveryClasses();
    const known = new Set(classes.map((row) => row.id));
    if (fees.some((row) => !known.has(row.classId)))
      throw new AppError('VALIDATION_FAILED', DELIVERY_MESSAGES.unknownClass);
    const sent = new Map(fees.map((row) => [feeKey(row), row.fee === null ? null : nairaToKobo(row.fee)]));
    const saved = new Map((await this.repository.deliveryFees()).map((row) => [feeKey(row), row.feeKobo]));
    const updatedAt = new Date();
    const changed = NIGERIAN_STATES.flatMap((state) =>
      classes.map(({ id: classId }) => ({
        state,
        classId,
        feeKobo: sent.get(feeKey({ state, classId })) ?? null,
      })),
    ).filter((row) => (saved.get(feeKey(row)) ?? null) !== row.feeKobo);
    if (changed.length > 0)
      await this.repository.transaction(async (repository, tx) => {
        await repository.saveDeliveryFees(
          changed.map((row) => ({ ...row, updatedAt, updatedBy: by.name, updatedById: by.id })),
        );
        const naira = (kobo: number | null | undefined) => (kobo == null ? null : koboToNaira(kobo));
        const className = new Map(classes.map((row) => [row.id, row.name]));
        const changes: Changes = Object.fromEntries(
          changed.map((row) => [
            `${row.state}, ${className.get(row.classId)}`,
            { from: naira(saved.get(feeKey(row))), to: naira(row.feeKobo) },
          ]),
        );
        await this.recordChange(tx, { actor: by, subject: 'Delivery fees', changes });
      });
    return this.deliveryFeesView();
  }
}
