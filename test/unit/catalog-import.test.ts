import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppError } from '../../shared/errors';
import { majorToMinor, parseCsv, parseImportFile } from '../../service/catalog/import';
import { startTestService, type TestService } from '../support/test-service';
import { productCommands } from '../../service/cli/products-commands';

describe('CSV parsing and prices', () => {
  it('parses quotes, escaped quotes, commas and line breaks inside quotes, CRLF, BOM; keeps physical line numbers', () => {
    const text = '\ufeffsku,name\r\nA,"Hello, ""world"""\r\nB,"two\nlines"\nC,plain\n\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['sku', 'name'] },
      { line: 2, cells: ['A', 'Hello, "world"'] },
      { line: 3, cells: ['B', 'two\nlines'] },
      { line: 5, cells: ['C', 'plain'] },
    ]);
  });

  it('rejects an unclosed quote and a bad header', () => {
    expect(() => parseCsv('sku,name\n"A,b\n')).toThrow(AppError);
    expect(() => parseImportFile('sku,colour\nA,red\n', 'csv')).toThrow(/Unknown column "colour"/);
    expect(() => parseImportFile('sku,name\nA,b\n', 'csv')).toThrow(/price/);
  });

  it.each([
    ['2.50', 'EUR', 250],
    ['2.5', 'EUR', 250],
    ['2', 'EUR', 200],
    ['0.01', 'EUR', 1],
    ['1500', 'JPY', 1500],
    ['1.234', 'BHD', 1234],
  ])('%s %s → %d minor units', (text, currency, amount) =>
    expect(majorToMinor(text, currency)).toBe(amount),
  );

  it.each([
    ['2.505', 'EUR'],
    ['1.5', 'JPY'],
    ['2,50', 'EUR'],
    ['-1', 'EUR'],
    ['abc', 'EUR'],
  ])('%s %s is refused', (text, currency) =>
    expect(typeof majorToMinor(text, currency)).toBe('string'),
  );
});

describe('import into a branch', () => {
  let ts: TestService;
  let dir: string;
  const ctx = () => ({ companyId: ts.tenant.companyId, branchId: ts.tenant.branchId });
  const count = (table: string) =>
    (
      ts.service.db.sql
        .prepare(`SELECT count(*) AS n FROM ${table} WHERE branch_id = ?`)
        .get(ts.tenant.branchId) as { n: number }
    ).n;

  beforeAll(async () => {
    ts = await startTestService({ api: false });
    dir = await mkdtemp(join(tmpdir(), 'ic-import-'));
  });
  afterAll(async () => {
    await ts?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('reports every bad row with its line number and imports nothing', () => {
    const csv = [
      'sku,name,price,currency,category,track_stock,stock_quantity',
      'OK-1,Fine,2.50,EUR,Drinks/Hot,true,3',
      ',No SKU,1.00,EUR,,,', // line 3
      'OK-2,Bad price,2.505,EUR,,,', // line 4
      'OK-1,Duplicate in file,1,EUR,,,', // line 5
      'OK-3,Bad currency,1,XXX,,,', // line 6
      'OK-4,Bad stock,1,EUR,,maybe,-1', // line 7
    ].join('\n');
    const seq = ts.service.events.lastSequence(ts.tenant.branchId);
    let error: AppError | undefined;
    try {
      ts.service.catalog.importer.run(ctx(), 'EUR', parseImportFile(csv, 'csv'));
    } catch (e) {
      error = e as AppError;
    }
    expect(error?.code).toBe('validation_failed');
    expect(error!.message).toContain('5 of 6 rows are not valid; nothing was imported.');
    const lines = new Set(error!.fields.map((f) => f.path.split(',')[0]));
    expect([...lines].sort()).toEqual(['line 3', 'line 4', 'line 5', 'line 6', 'line 7']);
    expect(error!.fields.map((f) => f.path)).toEqual(
      expect.arrayContaining(['line 7, track_stock', 'line 7, stock_quantity', 'line 5, sku']),
    );
    expect(count('products')).toBe(0);
    expect(count('categories')).toBe(0);
    expect(ts.service.events.lastSequence(ts.tenant.branchId)).toBe(seq);
  });

  it('imports valid CSV with category paths created once, each with its event', () => {
    const csv = [
      'sku,name,price,category,description,barcode,track_stock,stock_quantity,active',
      'IMP-1,Espresso,2.50,Drinks/Hot,"Strong, short",123,yes,10,',
      'IMP-2,Tea,2,drinks/hot,,,,,false',
      'IMP-3,Cola,3.10,Drinks/Cold,,,,,',
    ].join('\n');
    const seq = ts.service.events.lastSequence(ts.tenant.branchId);
    const result = ts.service.catalog.importer.run(ctx(), 'EUR', parseImportFile(csv, 'csv'));
    expect(result).toEqual({
      products: 3,
      categories: 3,
      first_sequence: seq + 1,
      last_sequence: seq + 6,
    });
    const events = ts.service.events.listFrom(ts.tenant.branchId, seq + 1).map((e) => e.type);
    expect(events).toEqual([
      'category.created',
      'category.created',
      'product.created',
      'product.created',
      'category.created',
      'product.created',
    ]);
    const esp = ts.service.db.sql
      .prepare("SELECT json FROM products WHERE sku = 'IMP-1'")
      .get() as { json: string };
    expect(JSON.parse(esp.json)).toMatchObject({
      description: 'Strong, short',
      barcode: '123',
      track_stock: true,
      stock_quantity: 10,
      active: true,
      price: { amount: 250, currency: 'EUR' },
    });
    const tea = ts.service.db.sql
      .prepare("SELECT category_id, active FROM products WHERE sku = 'IMP-2'")
      .get() as { category_id: string; active: number };
    expect(tea.active).toBe(0);
    expect(tea.category_id).toBe(
      (
        ts.service.db.sql.prepare("SELECT category_id FROM products WHERE sku = 'IMP-1'").get() as {
          category_id: string;
        }
      ).category_id,
    );
    // A second import with an existing SKU fails as a whole.
    expect(() =>
      ts.service.catalog.importer.run(
        ctx(),
        'EUR',
        parseImportFile('sku,name,price_amount\nNEW-1,x,1\nIMP-1,x,1\n', 'csv'),
      ),
    ).toThrow(/line 3/);
    expect(count('products')).toBe(3);
  });

  it('imports JSON (API price objects, price_amount, major-unit price) and reports items by number', () => {
    const json = JSON.stringify([
      { sku: 'J-1', name: 'A', price: { amount: 100, currency: 'USD' } },
      { sku: 'J-2', name: 'B', price_amount: 250 },
      { sku: 'J-3', name: 'C', price: '1.25', category: 'Food' },
    ]);
    expect(
      ts.service.catalog.importer.run(ctx(), 'EUR', parseImportFile(json, 'json')).products,
    ).toBe(3);
    expect(() =>
      ts.service.catalog.importer.run(
        ctx(),
        'EUR',
        parseImportFile(
          JSON.stringify([{ sku: 'J-4', name: 'x', price_amount: 1 }, { sku: 'J-5' }]),
          'json',
        ),
      ),
    ).toThrow(/item 2/);
  });

  it('imports 5,000 rows in one pass, quickly, with progress and one event each', () => {
    const lines = ['sku,name,price,category,track_stock,stock_quantity'];
    for (let i = 0; i < 5000; i++)
      lines.push(`BULK-${i},Product ${i},${(i % 1000) + 0.99},Bulk/Group ${i % 20},true,${i % 50}`);
    const seq = ts.service.events.lastSequence(ts.tenant.branchId);
    const progress: number[] = [];
    const started = performance.now();
    const result = ts.service.catalog.importer.run(
      ctx(),
      'EUR',
      parseImportFile(lines.join('\n'), 'csv'),
      {
        onProgress: (done) => progress.push(done),
      },
    );
    const ms = performance.now() - started;
    expect(result.products).toBe(5000);
    expect(result.categories).toBe(21);
    expect(progress).toEqual([1000, 2000, 3000, 4000, 5000]);
    expect(ts.service.events.lastSequence(ts.tenant.branchId) - seq).toBe(5021);
    expect(ms).toBeLessThan(5000);
  });

  it('the CLI command reads a file, imports and reports counts; a bad file changes nothing', async () => {
    const command = productCommands.find((c) => c.name === 'products import')!;
    const good = join(dir, 'good.csv');
    await writeFile(good, 'sku,name,price\nCLI-1,One,1.00\nCLI-2,Two,2.00\n');
    const result = await command.run({
      service: ts.service,
      values: { company: ts.tenant.companyId, branch: ts.tenant.branchId },
      positionals: [good],
      actor: 'test',
    });
    expect(result.data).toMatchObject({ products: 2, categories: 0 });
    const bad = join(dir, 'bad.json');
    await writeFile(
      bad,
      JSON.stringify([
        { sku: 'CLI-3', name: 'x', price: 1 },
        { sku: 'CLI-1', name: 'dup', price: 1 },
      ]),
    );
    const before = count('products');
    await expect(
      command.run({
        service: ts.service,
        values: { company: ts.tenant.companyId, branch: ts.tenant.branchId },
        positionals: [bad],
        actor: 'test',
      }),
    ).rejects.toThrow(/item 2, sku/);
    expect(count('products')).toBe(before);
  });
});
