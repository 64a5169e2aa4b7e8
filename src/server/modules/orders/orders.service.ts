import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { can } from '../../../shared/staff';
import type { DeliveryMethod } from '../../../shared/delivery';
import { AppError } from '../../../shared/errors';
import type { NigerianState } from '../../../shared/nigeria';
import { ORDER_MONEY_MESSAGES, orderTotalKobo } from '../../../shared/order-money';
import { ORDER_REFERENCE_PATTERN, type OrderStatus } from '../../../shared/order-status';
import {
  MAX_LINE_QUANTITY,
  type CreateOrderData,
  type OrderListResponse,
  type OrderResponse,
} from '../../../shared/orders';
import { imageUrl } from '../../../shared/images';
import { orderVariantLabel } from '../../../shared/product-variants';
import type { OrderRow, ProductRow, ProductVariantRow } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import type { CatalogRepository } from '../catalog';
import type { OrderLinks } from './order-mapper';
import { SILENT_NOTIFIER, type OrderNotifier } from './order-notifier';
import { ORDER_MESSAGES } from './order-messages';
import { OrderReader } from './order-reader';
import type { NewOrderItemRow, OrdersRepository } from './orders.repository';

/** The status every order starts in. */
export const FIRST_STATUS: OrderStatus = 'awaiting_confirmation';

/** The signed-in user placing or reading an order. */
export interface Customer {
  id: string;
  name: string;
  role: string;
  /** An admin's staff level: only a level that may see orders reads another person's order. */
  staffLevel?: string | null;
}

export interface OrdersDependencies {
  repository: OrdersRepository;
  /** Reads the products an order names (prices, names and stock come from the database). */
  catalog: CatalogRepository;
  links: OrderLinks;
  log: FastifyBaseLogger;
  /**
   * What the order pays for delivery in kobo from the shop settings (its largest class to its state; 0 for
   * a pickup), or null: quoted on WhatsApp.
   */
  deliveryFeeFor: (order: {
    state: NigerianState;
    method: DeliveryMethod;
    productClasses: readonly string[];
  }) => Promise<number | null>;
  /** Told of each order placed, in its transaction (the shop's mail). */
  notifier?: OrderNotifier;
  /** The deposit percentage a new order asks (the settings' default, copied at placement); 0 when not given. */
  depositPercent?: () => Promise<number>;
  /**
   * The customer of the book an order belongs to, found or made from its phone and email in the placing
   * transaction (the customers module's seam: no customer SQL here); orders have none when not given.
   */
  customerFor?: CustomerFor;
}

/** Finds or makes the order's customer in the transaction that places it; answers the customer's id. */
export type CustomerFor = (tx: Transaction, order: OrderRow) => Promise<string>;

interface Line {
  productId: string;
  /** The version chosen, for a product with variants (decision 052). */
  variantId?: string;
  quantity: number;
  installation?: boolean;
  /** Where the line first appears in the request (the field a refusal names: `items.N.variantId`). */
  index: number;
}

/**
 * One line per product and variant, in the order they first appear; quantities of repeated lines add
 * up, and installation is asked for when any of them asked for it.
 */
export function mergeLines(
  items: readonly { productId: string; variantId?: string; quantity: number; installation?: boolean }[],
): Line[] {
  const merged = new Map<string, Line>();
  for (const [index, { productId, variantId, quantity, installation = false }] of items.entries()) {
    const key = JSON.stringify([productId, variantId ?? null]);
    const line = merged.get(key);
    if (line) {
      line.quantity += quantity;
      line.installation ||= installation;
    } else merged.set(key, { productId, variantId, quantity, installation, index });
  }
  return [...merged.values()];
}

/** A 400 about one line's variant, naming the product (the field is `items.N.variantId`). */
function variantRefusal(line: Line, message: string): AppError {
  const field = `items.${line.index}.variantId`;
  return new AppError('VALIDATION_FAILED', message, [{ field, message, productId: line.productId }]);
}

/**
 * What a line sells: the product itself, or, for a product with variants, the chosen variant (its price,
 * installation fee, stock and picture), with the copy the line keeps of it. A product with variants needs
 * one of its active variants; a product without refuses one.
 */
function sellable(
  line: Line,
  product: ProductRow,
  variants: readonly ProductVariantRow[],
): {
  priceKobo: number;
  installationFeeKobo: number | null;
  stockCount: number;
  /** How the stock refusals name it: the product, with the variant's options for a variant. */
  label: string;
  picture: { image: string; imagePublicId: string };
  copy: Pick<NewOrderItemRow, 'variantId' | 'variantSku' | 'variantOptions'>;
} {
  const { name } = product;
  if (variants.length === 0) {
    if (line.variantId !== undefined) throw variantRefusal(line, ORDER_MESSAGES.noVariants(name));
    return {
      priceKobo: product.priceKobo,
      installationFeeKobo: product.installationFeeKobo,
      stockCount: product.stockCount,
      label: name,
      picture: { image: product.image, imagePublicId: product.imagePublicId },
      copy: { variantId: null, variantSku: null, variantOptions: null },
    };
  }
  if (line.variantId === undefined) throw variantRefusal(line, ORDER_MESSAGES.chooseVariant(name));
  const variant = variants.find((candidate) => candidate.id === line.variantId);
  if (!variant?.isActive) throw variantRefusal(line, ORDER_MESSAGES.unknownVariant(name));
  // In the product's order of options, so every reader names them the same way.
  const options = product.options.map((option) => ({
    name: option.name,
    value: variant.options[option.name] ?? '',
  }));
  const picture = variant.imagePublicId
    ? { image: imageUrl(variant.imagePublicId), imagePublicId: variant.imagePublicId }
    : { image: product.image, imagePublicId: product.imagePublicId };
  return {
    priceKobo: variant.priceKobo,
    installationFeeKobo: variant.installationFeeKobo,
    stockCount: variant.stockCount,
    label: `${name} (${orderVariantLabel(options)})`,
    picture,
    copy: { variantId: variant.id, variantSku: variant.sku, variantOptions: options },
  };
}

/** The line priced from the product (or its variant) as the database has it, or a refusal naming it. */
function priceLine(
  line: Line,
  product: ProductRow | undefined,
  variants: readonly ProductVariantRow[],
): Omit<NewOrderItemRow, 'orderId' | 'position'> {
  const { productId, quantity, installation } = line;
  if (!product) throw new AppError('VALIDATION_FAILED', ORDER_MESSAGES.unknownProduct, { productId });
  if (!product.isActive)
    throw new AppError('VALIDATION_FAILED', ORDER_MESSAGES.unavailable(product.name), { productId });
  const sold = sellable(line, product, variants);
  if (quantity > MAX_LINE_QUANTITY)
    throw new AppError('VALIDATION_FAILED', ORDER_MESSAGES.tooMany(product.name), { productId });
  if (quantity > sold.stockCount) {
    const available = Math.max(0, sold.stockCount);
    const message =
      available === 0
        ? ORDER_MESSAGES.outOfStock(sold.label)
        : ORDER_MESSAGES.onlyLeft(available, sold.label);
    throw new AppError('CONFLICT', message, { productId, variantId: line.variantId, available });
  }
  if (installation && sold.installationFeeKobo === null)
    throw new AppError('VALIDATION_FAILED', ORDER_MONEY_MESSAGES.installationNotOffered(product.name), {
      productId,
    });
  return {
    productId,
    name: product.name,
    brand: product.brand,
    ...sold.picture,
    priceKobo: sold.priceKobo,
    quantity,
    lineTotalKobo: sold.priceKobo * quantity,
    installationFeeKobo: installation ? sold.installationFeeKobo : null,
    ...sold.copy,
  };
}

/**
 * The shopper's side of orders: placing one (priced from the database, never from the browser) and
 * reading one's own. Placing an order does not touch stock: the seller's confirmation takes it.
 */
export class OrdersService {
  private readonly reader: OrderReader;

  constructor(private readonly deps: OrdersDependencies) {
    this.reader = new OrderReader(deps.repository, deps.links);
  }

  /**
   * Records an order. With an idempotency key the account already used, nothing is recorded and the order
   * that key recorded is answered (a double tap, or a retry after a dropped connection).
   */
  async place(customer: Customer, input: CreateOrderData, idempotencyKey?: string): Promise<OrderResponse> {
    const lines = mergeLines(input.items);
    const found = await this.deps.catalog.findByIds(lines.map((line) => line.productId));
    const products = new Map(found.map((product) => [product.id, product]));
    const variants = await this.deps.catalog.variants.ofProducts(found.map((product) => product.id));
    const priced = lines.map((line) =>
      priceLine(line, products.get(line.productId), variants.get(line.productId) ?? []),
    );
    const { customer: form } = input;
    // Every fee is the server's: from the catalogue and the settings, never from the browser.
    const money = {
      subtotalKobo: priced.reduce((sum, line) => sum + line.lineTotalKobo, 0),
      deliveryFeeKobo: await this.deps.deliveryFeeFor({
        state: form.state,
        method: input.deliveryMethod,
        productClasses: lines.map((line) => products.get(line.productId)!.deliveryClass),
      }),
      installationFeeKobo: priced.reduce(
        (sum, line) => sum + (line.installationFeeKobo ?? 0) * line.quantity,
        0,
      ),
      discountKobo: 0,
    };
    const depositPercent = (await this.deps.depositPercent?.()) ?? 0;
    const row = await this.deps.repository.inTransaction(async (orders, tx) => {
      const order = await orders.insert({
        id: randomUUID(),
        userId: customer.id,
        idempotencyKey: idempotencyKey ?? null,
        status: FIRST_STATUS,
        firstName: form.firstName,
        lastName: form.lastName,
        email: form.email,
        phone: form.phone,
        address: form.address,
        city: form.city,
        state: form.state,
        zipCode: form.zipCode,
        deliveryMethod: input.deliveryMethod,
        ...money,
        totalKobo: orderTotalKobo(money),
        depositPercent,
      });
      if (!order)
        return { order: (await orders.findByIdempotencyKey(customer.id, idempotencyKey!))!, replayed: true };
      await orders.insertItems(priced.map((line, position) => ({ ...line, orderId: order.id, position })));
      if (this.deps.customerFor) await orders.setCustomer(order.id, await this.deps.customerFor(tx, order));
      await orders.insertEvent({
        id: randomUUID(),
        orderId: order.id,
        kind: 'status',
        fromStatus: null,
        toStatus: FIRST_STATUS,
        actorId: customer.id,
        actorName: customer.name,
      });
      const [placed] = await new OrderReader(orders, this.deps.links).many([order], 'customer');
      await (this.deps.notifier ?? SILENT_NOTIFIER).placed(tx, placed!);
      return { order, replayed: false };
    });
    // The id and reference only: names and addresses stay out of the logs.
    const { order, replayed } = row;
    this.deps.log.info({ orderId: order.id, reference: order.reference, replayed }, 'order placed');
    return this.reader.response(order, 'customer');
  }

  /** The customer's latest orders, newest first, and how many they have. */
  async mine(customer: Customer, limit: number): Promise<OrderListResponse> {
    const { rows, total } = await this.deps.repository.listByUser(customer.id, limit);
    return { orders: await this.reader.many(rows, 'customer'), total };
  }

  /**
   * One order, for its customer or a member of staff who may see orders (and also sees the staff's notes).
   * Anyone else is told it does not exist, so references cannot be probed.
   */
  async view(reference: string, viewer: Customer): Promise<OrderResponse> {
    const row = ORDER_REFERENCE_PATTERN.test(reference)
      ? await this.deps.repository.findByReference(reference)
      : undefined;
    const admin = can(viewer, 'orders.view');
    if (!row || (row.userId !== viewer.id && !admin))
      throw new AppError('NOT_FOUND', ORDER_MESSAGES.notFound);
    return this.reader.response(row, admin ? 'staff' : 'customer');
  }
}
