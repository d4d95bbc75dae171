import { readFile } from 'node:fs/promises';
import { writeSync } from 'node:fs';
import { extname } from 'node:path';
import { AppError } from '../../shared/errors';
import { parseImportFile, type ImportFormat } from '../catalog/import';
import type { CliCommand } from './command';
import { keyValues, optional, positional, required } from './command';

const progressLine = (done: number, total: number, startedAt: number) => {
  const seconds = (Date.now() - startedAt) / 1000;
  const rate = seconds > 0 ? Math.round(done / seconds) : 0;
  return `imported ${done}/${total} products (${rate} rows/s)`;
};

export const productCommands: CliCommand[] = [
  {
    name: 'products import',
    summary: 'Import products from CSV or JSON (all-or-nothing; categories created from paths)',
    usage:
      'products import --company ID --branch ID [--format csv|json] FILE\n' +
      '  CSV columns: sku,name,price|price_amount,currency,category,description,barcode,track_stock,stock_quantity,active\n' +
      '  price is in major units with a dot (2.50); price_amount in minor units (250). category is a path: "Drinks/Hot".\n' +
      '  Every row is checked first; when any row is bad, each is reported with its line and nothing is imported.',
    options: {
      company: { type: 'string' },
      branch: { type: 'string' },
      format: { type: 'string' },
    },
    examples: [
      'cli products import --company cmp_01JD8X3Y4Z5A6B7C8D9E0F1G2H --branch brn_01JD8X3Y4Z5A6B7C8D9E0F1G2J products.csv',
      'cli products import --format json catalog.json   # after `cli use`',
    ],
    async run(ctx) {
      const { company, branch } = ctx.service.tenancy.tenant(
        required(ctx.values, 'company'),
        required(ctx.values, 'branch'),
      );
      const file = positional(ctx, 0, 'FILE');
      const format = (optional(ctx.values, 'format') ??
        (extname(file).toLowerCase() === '.json' ? 'json' : 'csv')) as ImportFormat;
      if (format !== 'csv' && format !== 'json') {
        throw new AppError('validation_failed', '--format must be csv or json.', [
          { path: 'format', message: '--format must be csv or json.' },
        ]);
      }
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        throw new AppError(
          'validation_failed',
          `Cannot read ${file}: ${(error as Error).message}`,
          [{ path: 'FILE', message: 'Cannot read the file.' }],
        );
      }
      const records = parseImportFile(text, format);
      const startedAt = Date.now();
      const tty = process.stderr.isTTY === true;
      // Synchronous writes: the import runs in one synchronous transaction.
      const result = ctx.service.catalog.importer.run(
        { companyId: company.id, branchId: branch.id },
        branch.currency,
        records,
        {
          progressEvery: tty ? 1000 : 10_000,
          onProgress: (done, total) => {
            writeSync(
              2,
              tty
                ? `\r${progressLine(done, total, startedAt)}`
                : `${progressLine(done, total, startedAt)}\n`,
            );
            if (tty && done === total) writeSync(2, '\n');
          },
        },
      );
      const seconds = (Date.now() - startedAt) / 1000;
      ctx.service.audit.record({
        actor: ctx.actor,
        action: 'products.imported',
        targetType: 'branch',
        targetId: branch.id,
        companyId: company.id,
        branchId: branch.id,
        details: { file, products: result.products, categories: result.categories },
      });
      const data = {
        ...result,
        seconds,
        rows_per_second: seconds > 0 ? Math.round(result.products / seconds) : null,
      };
      return { data, text: keyValues(data) };
    },
  },
];
