/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
import { expect } from 'vitest';
import { largestRemainder } from '../../service/sales/money';
import type { client } from './catalog-client';

/** What an accounting connector does with the open API's lists to keep its books. */

/** Every page of a list, following next_cursor. */
export async function allPages(api: ReturnType<typeof client>, path: string): Promise<any[]> {
  const out: any[] = [];
  const base = `${path}${path.includes('?') ? '&' : '?'}limit=100`;
  let url = base;
  for (;;) {
    const res = await api.get(url);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    out.push(...res.body.data);
    if (!res.body.next_cursor) return out;
    url = `${base}&cursor=${res.body.next_cursor}`;
  }
}

export const add = (map: Record<string, number>, key: string, amount: number) =>
  (map[key] = (map[key] ?? 0) + amount);

/**
 * A refund's taxable base per rate: a line refund's lines; an amount refund's net (amount −
 * tax) spread over its order's lines in proportion to their nets (largest remainder), each rate
 * counting the lines it taxes.
 */
export function refundTaxable(refund: any, order: any): Record<string, number> {
  const shares: { line: any; net: number }[] =
    refund.lines.length > 0
      ? refund.lines.map((l: any) => ({ line: l, net: l.total.amount - l.tax_total.amount }))
      : (() => {
          const nets = order.lines.map((l: any) => BigInt(l.total.amount - l.tax_total.amount));
          const net = BigInt(refund.amount.amount - refund.tax_total.amount);
          const parts = largestRemainder(net, nets);
          return order.lines.map((l: any, i: number) => ({ line: l, net: Number(parts[i]) }));
        })();
  const out: Record<string, number> = {};
  for (const { line, net } of shares)
    for (const t of line.taxes)
      if (refund.taxes.some((x: any) => x.tax_rate_id === t.tax_rate_id))
        add(out, t.tax_rate_id, net);
  return out;
}
