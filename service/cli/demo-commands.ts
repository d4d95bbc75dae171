import { writeSync } from 'node:fs';
import { generateDemo, readDemoOptions, type DemoProgress } from '../demo/demo';
import type { CliCommand } from './command';
import { keyValues, optional, requireSetUp } from './command';

const progressLine = (p: DemoProgress, startedAt: number) => {
  const seconds = (performance.now() - startedAt) / 1000;
  const rate = seconds > 0 ? Math.round(p.orders / seconds) : 0;
  return `day ${p.done}/${p.total}: ${p.orders} orders (${rate} orders/s)`;
};

export const demoCommands: CliCommand[] = [
  {
    name: 'demo',
    summary: 'A new demo company with realistic catalogue, customers and days of sales',
    usage:
      'demo --industry retail|restaurant --days D --orders-per-day N [--seed S] [--branches B]\n' +
      '  Makes "Demo <Industry> (seed S)" with B branches (default 1), each with about 200 products,\n' +
      '  2,000 customers and N orders a day for the D days up to yesterday, through the same\n' +
      '  operations as the open API. The same seed (default 1) makes the same data.',
    options: {
      industry: { type: 'string' },
      days: { type: 'string' },
      'orders-per-day': { type: 'string' },
      seed: { type: 'string' },
      branches: { type: 'string' },
    },
    examples: [
      'cli demo --industry retail --days 30 --orders-per-day 80',
      'cli --json demo --industry restaurant --days 365 --orders-per-day 300 --seed 7 --branches 3',
    ],
    async run(ctx) {
      requireSetUp(ctx.service);
      const options = readDemoOptions({
        industry: optional(ctx.values, 'industry'),
        days: optional(ctx.values, 'days'),
        ordersPerDay: optional(ctx.values, 'orders-per-day'),
        seed: optional(ctx.values, 'seed'),
        branches: optional(ctx.values, 'branches'),
      });
      const tty = process.stderr.isTTY === true;
      const startedAt = performance.now();
      const result = await generateDemo(ctx.service, options, ctx.actor, (p) => {
        if (tty) writeSync(2, `\r${progressLine(p, startedAt)}${p.done === p.total ? '\n' : ''}`);
      });
      const { branch_ids: branchIds, ...rest } = result;
      return {
        data: result,
        text: [
          keyValues({ ...rest, branch_ids: branchIds }),
          '',
          'Next:',
          `  cli use --company ${result.company_id} --branch ${result.branch_id}`,
        ].join('\n'),
      };
    },
  },
];
