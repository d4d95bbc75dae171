import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The day close (docs/api.md "Closing a business day"):
 * - `z_reports`: one row per closed business day of a branch, numbered consecutively per branch,
 *   with the day's figures frozen as JSON and a SHA-256 chain (each row's `hash` covers the
 *   previous row's), so a changed or missing report shows. Triggers refuse any UPDATE or DELETE:
 *   a closed day never changes.
 * - Refunds carry their tax per rate (`taxes` in the stored representation). Refunds made
 *   before: a line refund sums its lines' taxes per rate; an amount refund spreads its tax over
 *   its order's rates in proportion to each rate's tax (largest remainder).
 */
type TaxFigure = {
  tax_rate_id: string;
  name: string;
  rate_bps: number;
  mode: string;
  amount: { amount: number; currency: string };
};

function sumByRate(figures: TaxFigure[]): TaxFigure[] {
  const byRate = new Map<string, TaxFigure>();
  for (const t of figures) {
    const seen = byRate.get(t.tax_rate_id);
    if (seen) seen.amount = { ...seen.amount, amount: seen.amount.amount + t.amount.amount };
    else byRate.set(t.tax_rate_id, { ...t, amount: { ...t.amount } });
  }
  return [...byRate.values()];
}

/** `total` over `rates` in proportion to their amounts, largest remainder (this migration's copy). */
function spread(total: number, rates: TaxFigure[]): TaxFigure[] {
  const sum = rates.reduce((a, r) => a + r.amount.amount, 0);
  if (total === 0 || sum <= 0) return [];
  const parts = rates.map((r) => Math.floor((total * r.amount.amount) / sum));
  const order = rates
    .map((r, i) => ({ i, rest: (total * r.amount.amount) % sum }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  let left = total - parts.reduce((a, b) => a + b, 0);
  for (const { i } of order) {
    if (left-- <= 0) break;
    parts[i]! += 1;
  }
  return rates
    .map((r, i) => ({ ...r, amount: { ...r.amount, amount: parts[i]! } }))
    .filter((r) => r.amount.amount !== 0);
}

export class DayClose1765700000000 implements MigrationInterface {
  name = 'DayClose1765700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE z_reports (
      branch_id TEXT NOT NULL REFERENCES branches(id),
      business_date TEXT NOT NULL,
      company_id TEXT NOT NULL REFERENCES companies(id),
      number INTEGER NOT NULL,
      closed_at TEXT NOT NULL,
      closed_by TEXT NOT NULL,
      figures TEXT NOT NULL,
      previous_hash TEXT NOT NULL,
      hash TEXT NOT NULL,
      PRIMARY KEY (branch_id, business_date)
    ) WITHOUT ROWID`);
    await queryRunner.query('CREATE UNIQUE INDEX z_reports_number ON z_reports(branch_id, number)');
    for (const event of ['UPDATE', 'DELETE'])
      await queryRunner.query(`CREATE TRIGGER z_reports_no_${event.toLowerCase()}
        BEFORE ${event} ON z_reports
        BEGIN SELECT RAISE(ABORT, 'A closed business day never changes.'); END`);

    const refunds = (await queryRunner.query(
      `SELECT r.id, r.json, r.tax_total, r.currency,
              (SELECT json_group_array(json(l.json)) FROM order_lines l WHERE l.order_id = r.order_id) AS lines
         FROM refunds r WHERE json_type(r.json, '$.taxes') IS NULL`,
    )) as { id: string; json: string; tax_total: number; lines: string | null }[];
    for (const refund of refunds) {
      const stored = JSON.parse(refund.json) as { lines: { taxes: TaxFigure[] }[] };
      const orderLines = JSON.parse(refund.lines ?? '[]') as { taxes?: TaxFigure[] }[];
      const taxes =
        stored.lines.length > 0
          ? sumByRate(stored.lines.flatMap((l) => l.taxes))
          : spread(refund.tax_total, sumByRate(orderLines.flatMap((l) => l.taxes ?? [])));
      await queryRunner.query(
        "UPDATE refunds SET json = json_set(json, '$.taxes', json(?)) WHERE id = ?",
        [JSON.stringify(taxes), refund.id],
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("UPDATE refunds SET json = json_remove(json, '$.taxes')");
    await queryRunner.query('DROP TABLE z_reports');
  }
}
