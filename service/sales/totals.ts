import { AppError, validationError } from '../../shared/errors';
import { Validator } from '../util/validate';
import {
  BPS_SCALE,
  QUANTITY_SCALE,
  assertCurrency,
  divRoundHalfEven,
  largestRemainder,
  percentToBps,
  quantityToThousandths,
  readMoney,
  thousandthsToQuantity,
  toMoney,
  type Money,
} from './money';

/**
 * An order's figures, computed in one place. The order of operations, per line, is:
 *   1. gross (`subtotal`) = (unit_price + Σ modifier unit_price) × quantity, rounded half to even;
 *   2. the line's own discount (an amount, or a percent of the gross rounded half to even);
 *   3. the order's discount (an amount, or a percent of Σ step-2 nets rounded half to even),
 *      spread over the lines in proportion to their step-2 nets by the largest-remainder method;
 *   4. inclusive taxes extracted from the net (one rounding for their sum, split across the
 *      inclusive rates by largest remainder), exclusive taxes added on the net without
 *      inclusive tax, each rounded half to even.
 * The order's figures are sums of the line figures, never recomputed another way.
 * docs/api.md "Money and taxes" has the same rules with worked examples.
 */

export type TaxMode = 'inclusive' | 'exclusive';

/** A branch tax rate as a line copies it: 2000 basis points is 20%. */
export interface TaxRate {
  id: string;
  name: string;
  rate_bps: number;
  mode: TaxMode;
}

/** What a product contributes to a line (copied onto it, so later product edits leave it be). */
export interface ProductForLine {
  id: string;
  name: string;
  sku: string;
  price: Money;
  tax_rate_ids: readonly string[];
}

/** A line as the caller sends it (fields already shaped by the schema; money rules checked here). */
export interface LineRequest {
  product_id?: string;
  name?: string;
  unit_price?: unknown;
  quantity: unknown;
  modifiers?: readonly { name: string; unit_price: unknown }[];
  discount?: unknown;
  tax_rate_ids?: readonly string[];
}

export interface OrderRequest {
  lines: readonly LineRequest[];
  discount?: unknown;
}

/** A discount as shown back: the caller's form, amount or percent. */
export type Discount = { amount: Money } | { percent: number };

export interface TaxFigure {
  tax_rate_id: string;
  name: string;
  rate_bps: number;
  mode: TaxMode;
  amount: Money;
}

export interface LineFigures {
  product_id: string | null;
  sku: string | null;
  name: string;
  quantity: number;
  unit_price: Money;
  modifiers: { name: string; unit_price: Money }[];
  discount: Discount | null;
  tax_rate_ids: string[];
  /** Gross: (unit price + modifiers) × quantity. */
  subtotal: Money;
  /** This line's share of the order discount (included in `discount_total`). */
  order_discount_share: Money;
  discount_total: Money;
  taxes: TaxFigure[];
  /** Inclusive and exclusive taxes together. */
  tax_total: Money;
  /** subtotal − discount_total + exclusive taxes. */
  total: Money;
}

export interface OrderFigures {
  currency: string;
  discount: Discount | null;
  lines: LineFigures[];
  subtotal: Money;
  discount_total: Money;
  tax_total: Money;
  taxes: TaxFigure[];
  total: Money;
  paid_total: Money;
  refunded_total: Money;
  /** total − paid_total: what is still to be paid. A refund does not reopen a balance. */
  balance_due: Money;
}

export const ORDER_LIMITS = {
  lines: 500,
  modifiersPerLine: 20,
  taxRatesPerLine: 5,
  maxRateBps: 10_000,
  /** Ad-hoc line and modifier names: one line, trimmed, not blank (as other names). */
  lineName: 200,
  modifierName: 100,
} as const;

/** A line's or modifier's name, trimmed; blank or not one line is a 422 on its path. */
function lineText(path: string, value: unknown, max: number): string {
  const v = new Validator();
  const name = v.text(path, value, {
    label: 'name',
    min: 1,
    max,
    required: true,
    message: 'name must not be blank.',
  });
  v.done();
  return name!;
}

/** A line resolved to integers, ready to price. */
interface PricedLine {
  product_id: string | null;
  sku: string | null;
  name: string;
  quantity: bigint;
  unitPrice: bigint;
  modifiers: { name: string; unitPrice: bigint }[];
  discount: ParsedDiscount | null;
  rates: TaxRate[];
}

type ParsedDiscount = { amount: bigint } | { bps: bigint; percent: number };

/** Reads a discount `{amount}` or `{percent}` (exactly one). */
function readDiscount(value: unknown, currency: string, path: string): ParsedDiscount {
  const message = `${path} must be {"amount": {"amount": 100}} or {"percent": 10}.`;
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw validationError([{ path, message }]);
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length !== 1 || (keys[0] !== 'amount' && keys[0] !== 'percent'))
    throw validationError([{ path, message }]);
  if (keys[0] === 'amount') return { amount: readMoney(record.amount, currency, `${path}.amount`) };
  const bps = percentToBps(record.percent);
  if (bps === undefined) {
    throw validationError([
      {
        path: `${path}.percent`,
        message: `${path}.percent must be a number from 0 to 100 with at most 2 decimals.`,
      },
    ]);
  }
  return { bps, percent: record.percent as number };
}

function readTaxRates(
  ids: readonly string[],
  rates: ReadonlyMap<string, TaxRate>,
  path: string,
): TaxRate[] {
  if (ids.length > ORDER_LIMITS.taxRatesPerLine) {
    throw validationError([
      { path, message: `A line has at most ${ORDER_LIMITS.taxRatesPerLine} tax rates.` },
    ]);
  }
  const seen = new Set<string>();
  return ids.map((id, j) => {
    const rate = rates.get(id);
    if (!rate)
      throw validationError([
        { path: `${path}.${j}`, message: `No tax rate ${id} in this branch.` },
      ]);
    if (seen.has(id))
      throw validationError([{ path: `${path}.${j}`, message: `Tax rate ${id} is listed twice.` }]);
    seen.add(id);
    if (
      !Number.isInteger(rate.rate_bps) ||
      rate.rate_bps < 0 ||
      rate.rate_bps > ORDER_LIMITS.maxRateBps
    )
      throw new RangeError(`Tax rate ${id} has an impossible rate_bps ${rate.rate_bps}.`);
    return rate;
  });
}

/**
 * Resolves one requested line: a product line copies the product's name, SKU, price and
 * default taxes (an explicit `tax_rate_ids` overrides them); an ad-hoc line brings `name` and
 * `unit_price`. Money in another currency than the order's is refused.
 */
function resolveLine(
  request: LineRequest,
  product: ProductForLine | undefined,
  rates: ReadonlyMap<string, TaxRate>,
  currency: string,
  path: string,
): PricedLine {
  const quantity = quantityToThousandths(request.quantity);
  if (quantity === undefined) {
    throw validationError([
      {
        path: `${path}.quantity`,
        message: `quantity must be a number above 0 and at most 1000000, with at most 3 decimals.`,
      },
    ]);
  }
  let base: Pick<PricedLine, 'product_id' | 'sku' | 'name' | 'unitPrice'>;
  let defaultTaxes: readonly string[] = [];
  if (request.product_id !== undefined) {
    if (!product || product.id !== request.product_id) {
      throw validationError([
        { path: `${path}.product_id`, message: `No product ${request.product_id} in this branch.` },
      ]);
    }
    for (const key of ['name', 'unit_price'] as const) {
      if (request[key] !== undefined) {
        throw validationError([
          {
            path: `${path}.${key}`,
            message: `A product line takes its ${key} from the product; leave ${key} out or drop product_id.`,
          },
        ]);
      }
    }
    assertCurrency(product.price.currency, currency, `${path}.product_id`);
    base = {
      product_id: product.id,
      sku: product.sku,
      name: product.name,
      unitPrice: BigInt(product.price.amount),
    };
    defaultTaxes = product.tax_rate_ids;
  } else {
    if (typeof request.name !== 'string' || request.name.length === 0) {
      throw validationError([
        { path: `${path}.name`, message: 'A line needs a product_id, or a name and a unit_price.' },
      ]);
    }
    if (request.unit_price === undefined) {
      throw validationError([
        {
          path: `${path}.unit_price`,
          message: 'A line without product_id needs a unit_price.',
        },
      ]);
    }
    base = {
      product_id: null,
      sku: null,
      name: lineText(`${path}.name`, request.name, ORDER_LIMITS.lineName),
      unitPrice: readMoney(request.unit_price, currency, `${path}.unit_price`),
    };
  }
  const modifiers = request.modifiers ?? [];
  if (modifiers.length > ORDER_LIMITS.modifiersPerLine) {
    throw validationError([
      {
        path: `${path}.modifiers`,
        message: `A line has at most ${ORDER_LIMITS.modifiersPerLine} modifiers.`,
      },
    ]);
  }
  return {
    ...base,
    quantity,
    modifiers: modifiers.map((m, k) => ({
      name: lineText(`${path}.modifiers.${k}.name`, m.name, ORDER_LIMITS.modifierName),
      unitPrice: readMoney(m.unit_price, currency, `${path}.modifiers.${k}.unit_price`),
    })),
    discount:
      request.discount === undefined || request.discount === null
        ? null
        : readDiscount(request.discount, currency, `${path}.discount`),
    rates: readTaxRates(request.tax_rate_ids ?? defaultTaxes, rates, `${path}.tax_rate_ids`),
  };
}

/** The amount a discount takes from `base`; an amount above the base is refused, not capped. */
function discountAmount(discount: ParsedDiscount, base: bigint, path: string): bigint {
  if ('bps' in discount) return divRoundHalfEven(base * discount.bps, BPS_SCALE);
  if (discount.amount > base) {
    throw validationError([
      {
        path: `${path}.amount.amount`,
        message: `The discount (${discount.amount}) is more than what it applies to (${base}).`,
      },
    ]);
  }
  return discount.amount;
}

/** Inclusive taxes are taken out of `net`, exclusive ones computed on what remains. */
function lineTaxes(net: bigint, rates: readonly TaxRate[]): { rate: TaxRate; amount: bigint }[] {
  const inclusive = rates.filter((r) => r.mode === 'inclusive');
  const inclusiveBps = inclusive.reduce((sum, r) => sum + BigInt(r.rate_bps), 0n);
  const inclusiveTotal = divRoundHalfEven(net * inclusiveBps, BPS_SCALE + inclusiveBps);
  const split = largestRemainder(
    inclusiveTotal,
    inclusive.map((r) => BigInt(r.rate_bps)),
  );
  const taxable = net - inclusiveTotal;
  let k = 0;
  return rates.map((rate) => ({
    rate,
    amount:
      rate.mode === 'inclusive'
        ? split[k++]!
        : divRoundHalfEven(taxable * BigInt(rate.rate_bps), BPS_SCALE),
  }));
}

const showDiscount = (d: ParsedDiscount | null, currency: string): Discount | null =>
  d === null
    ? null
    : 'bps' in d
      ? { percent: d.percent }
      : { amount: toMoney(d.amount, currency, 'discount') };

export interface CalculateInput {
  currency: string;
  order: OrderRequest;
  /** Products the lines name, by id (the caller looks them up in the branch). */
  products: ReadonlyMap<string, ProductForLine>;
  /** The branch's tax rates, by id. */
  taxRates: ReadonlyMap<string, TaxRate>;
  /** Amounts of the order's payments and refunds so far. */
  payments?: readonly Money[];
  refunds?: readonly Money[];
}

/** Every figure of an order from its request; throws a 422 naming the first field in error. */
export function calculateOrder(input: CalculateInput): OrderFigures {
  const { currency, order } = input;
  if (order.lines.length > ORDER_LIMITS.lines) {
    throw validationError([
      { path: 'lines', message: `An order has at most ${ORDER_LIMITS.lines} lines.` },
    ]);
  }
  const lines = order.lines.map((request, i) =>
    resolveLine(
      request,
      request.product_id === undefined ? undefined : input.products.get(request.product_id),
      input.taxRates,
      currency,
      `lines.${i}`,
    ),
  );
  const orderDiscount =
    order.discount === undefined || order.discount === null
      ? null
      : readDiscount(order.discount, currency, 'discount');

  // Steps 1 and 2: gross and the line's own discount.
  const gross = lines.map((line) => {
    const unit = line.modifiers.reduce((sum, m) => sum + m.unitPrice, line.unitPrice);
    return divRoundHalfEven(unit * line.quantity, QUANTITY_SCALE);
  });
  const ownDiscount = lines.map((line, i) =>
    line.discount ? discountAmount(line.discount, gross[i]!, `lines.${i}.discount`) : 0n,
  );
  const afterOwn = gross.map((g, i) => g - ownDiscount[i]!);

  // Step 3: the order discount, spread pro rata so the lines add up to it exactly.
  const base = afterOwn.reduce((a, b) => a + b, 0n);
  const orderDiscountTotal = orderDiscount ? discountAmount(orderDiscount, base, 'discount') : 0n;
  const shares = largestRemainder(orderDiscountTotal, afterOwn);

  // Step 4: taxes on each line's net.
  const figures: LineFigures[] = lines.map((line, i) => {
    const discountTotal = ownDiscount[i]! + shares[i]!;
    const net = gross[i]! - discountTotal;
    const taxes = lineTaxes(net, line.rates);
    const exclusive = taxes
      .filter((t) => t.rate.mode === 'exclusive')
      .reduce((sum, t) => sum + t.amount, 0n);
    const path = `lines.${i}`;
    return {
      product_id: line.product_id,
      sku: line.sku,
      name: line.name,
      quantity: thousandthsToQuantity(line.quantity),
      unit_price: toMoney(line.unitPrice, currency, `${path}.unit_price`),
      modifiers: line.modifiers.map((m) => ({
        name: m.name,
        unit_price: toMoney(m.unitPrice, currency, `${path}.modifiers`),
      })),
      discount: showDiscount(line.discount, currency),
      tax_rate_ids: line.rates.map((r) => r.id),
      subtotal: toMoney(gross[i]!, currency, `${path}.subtotal`),
      order_discount_share: toMoney(shares[i]!, currency, `${path}.discount_total`),
      discount_total: toMoney(discountTotal, currency, `${path}.discount_total`),
      taxes: taxes.map((t) => taxFigure(t.rate, t.amount, currency)),
      tax_total: toMoney(
        taxes.reduce((sum, t) => sum + t.amount, 0n),
        currency,
        `${path}.tax_total`,
      ),
      total: toMoney(net + exclusive, currency, `${path}.total`),
    };
  });
  return orderFigures(currency, showDiscount(orderDiscount, currency), figures, input);
}

const taxFigure = (rate: TaxRate, amount: bigint, currency: string): TaxFigure => ({
  tax_rate_id: rate.id,
  name: rate.name,
  rate_bps: rate.rate_bps,
  mode: rate.mode,
  amount: toMoney(amount, currency, 'tax_total'),
});

/** The order's figures as sums of its lines' (and of its payments and refunds). */
function orderFigures(
  currency: string,
  discount: Discount | null,
  lines: LineFigures[],
  input: Pick<CalculateInput, 'payments' | 'refunds'>,
): OrderFigures {
  const sum = (pick: (line: LineFigures) => Money): bigint =>
    lines.reduce((total, line) => total + BigInt(pick(line).amount), 0n);
  const taxes = new Map<string, { rate: TaxRate; amount: bigint }>();
  for (const line of lines) {
    for (const t of line.taxes) {
      const entry = taxes.get(t.tax_rate_id);
      if (entry) entry.amount += BigInt(t.amount.amount);
      else
        taxes.set(t.tax_rate_id, {
          rate: { id: t.tax_rate_id, name: t.name, rate_bps: t.rate_bps, mode: t.mode },
          amount: BigInt(t.amount.amount),
        });
    }
  }
  const paid = sumAmounts(input.payments ?? [], currency, 'paid_total');
  const refunded = sumAmounts(input.refunds ?? [], currency, 'refunded_total');
  const total = sum((l) => l.total);
  return {
    currency,
    discount,
    lines,
    subtotal: toMoney(
      sum((l) => l.subtotal),
      currency,
      'subtotal',
    ),
    discount_total: toMoney(
      sum((l) => l.discount_total),
      currency,
      'discount_total',
    ),
    tax_total: toMoney(
      sum((l) => l.tax_total),
      currency,
      'tax_total',
    ),
    taxes: [...taxes.values()].map((t) => taxFigure(t.rate, t.amount, currency)),
    total: toMoney(total, currency, 'total'),
    paid_total: toMoney(paid, currency, 'paid_total'),
    refunded_total: toMoney(refunded, currency, 'refunded_total'),
    balance_due: toMoney(total - paid, currency, 'balance_due'),
  };
}

function sumAmounts(values: readonly Money[], currency: string, path: string): bigint {
  let total = 0n;
  for (const value of values) {
    assertCurrency(value.currency, currency, path);
    total += BigInt(value.amount);
  }
  return total;
}

/** A refunded part of a line: the same figures as a line, for the quantity refunded. */
export interface LineRefundShare {
  quantity: number;
  subtotal: Money;
  discount_total: Money;
  taxes: TaxFigure[];
  tax_total: Money;
  /** What goes back to the customer for this part. */
  total: Money;
}

/**
 * The share of a line's figures that refunding `quantity` more of it returns, when
 * `refundedBefore` was already refunded. Each figure is taken cumulatively (the share up to
 * the new refunded quantity, rounded half to even, minus the share up to the old one), so
 * refunding a line in any number of parts returns exactly the line's figures, never a cent
 * more. The figures taken so are the taxable base, each tax and the discount; the others are
 * their sums (net = base + inclusive taxes, subtotal = net + discount, total = net + exclusive
 * taxes), so every share is ≥ 0 and adds up like a line. More than sold minus refunded is a 409.
 */
export function lineRefundShare(
  line: LineFigures,
  refundedBefore: number,
  quantity: number,
  path = 'quantity',
): LineRefundShare {
  const sold = quantityToThousandths(line.quantity)!;
  const before = refundedBefore === 0 ? 0n : quantityToThousandths(refundedBefore);
  const asked = quantityToThousandths(quantity);
  if (before === undefined || before > sold)
    throw new RangeError(`Refunded quantity ${refundedBefore} is not a part of ${line.quantity}.`);
  if (asked === undefined) {
    throw validationError([
      { path, message: `${path} must be a number above 0 with at most 3 decimals.` },
    ]);
  }
  if (before + asked > sold) {
    throw new AppError(
      'conflict',
      `Only ${thousandthsToQuantity(sold - before)} of "${line.name}" can still be refunded (sold ${line.quantity}).`,
      [{ path, message: `${path} is more than sold minus refunded.` }],
      { rule: 'refund_exceeds_line' },
    );
  }
  const after = before + asked;
  const part = (amount: number): bigint =>
    divRoundHalfEven(BigInt(amount) * after, sold) -
    divRoundHalfEven(BigInt(amount) * before, sold);
  const currency = line.total.currency;
  const inclusive = line.taxes
    .filter((t) => t.mode === 'inclusive')
    .reduce((sum, t) => sum + t.amount.amount, 0);
  const base = line.subtotal.amount - line.discount_total.amount - inclusive;
  const taxes = line.taxes.map((t) => ({ t, share: part(t.amount.amount) }));
  const sumOf = (mode: TaxMode) =>
    taxes.filter((x) => x.t.mode === mode).reduce((sum, x) => sum + x.share, 0n);
  const net = part(base) + sumOf('inclusive');
  const discount = part(line.discount_total.amount);
  return {
    quantity,
    subtotal: toMoney(net + discount, currency, path),
    discount_total: toMoney(discount, currency, path),
    taxes: taxes.map(({ t, share }) => ({ ...t, amount: toMoney(share, currency, path) })),
    tax_total: toMoney(sumOf('inclusive') + sumOf('exclusive'), currency, path),
    total: toMoney(net + sumOf('exclusive'), currency, path),
  };
}
