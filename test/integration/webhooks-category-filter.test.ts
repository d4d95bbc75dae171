/**
 * The category filter of a webhook (docs/webhooks.md, "Category filter"), against real receivers
 * on 127.0.0.1: a webhook narrowed to "Drinks" gets the product events of drinks (and of a
 * product moved out of Drinks), not those of food; category events pass; an unfiltered webhook
 * gets everything. The registry refuses unknown or deleted categories, and the CLI and the
 * admin API set the filter.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { TestService } from '../support/test-service';
import type { Receiver } from '../support/webhook-receiver';
import { runCliSync } from '../support/cli-process';
import { localWebhookFixtures } from '../support/local-webhooks';

const { service, receiver, closeAll } = localWebhookFixtures();
afterEach(closeAll);

const PRODUCT_EVENTS = ['product.created', 'product.updated', 'product.deleted'] as const;

interface Delivered {
  type: string;
  data: { object: { id: string; name?: string } };
}
const bodies = (r: Receiver) => r.received.map((x) => JSON.parse(x.body) as Delivered);

function catalog(ts: TestService) {
  const ctx = ts.tenant;
  const { categories, products } = ts.service.catalog;
  const drinks = categories.create(ctx, { name: 'Drinks' }) as { id: string };
  const food = categories.create(ctx, { name: 'Food' }) as { id: string };
  const product = (name: string, category: string) =>
    products.create(ctx, {
      sku: name.toUpperCase(),
      name,
      price: { amount: 300 },
      category_id: category,
    }) as { id: string };
  return { ctx, drinks, food, product, products, categories };
}

describe('category filter', () => {
  it('sends a filtered webhook only the product events of its categories, moves out included', async () => {
    const ts = await service();
    const { ctx, drinks, food, product, products, categories } = catalog(ts);
    const bar = await receiver();
    const everything = await receiver();
    const barHook = ts.service.webhooks.create(
      {
        ...ctx,
        url: bar.url,
        events: [...PRODUCT_EVENTS, 'category.created'],
        filter: { category_ids: [drinks.id] },
      },
      'test',
    ).webhook;
    expect(barHook.filter).toEqual({ category_ids: [drinks.id] });
    ts.service.webhooks.create(
      { ...ctx, url: everything.url, events: [...PRODUCT_EVENTS, 'category.created'] },
      'test',
    );

    const cola = product('Cola', drinks.id); // to the bar
    const bread = product('Bread', food.id); // not to the bar
    products.update(ctx, bread.id, { name: 'Rye bread' }, {}); // not to the bar
    const juice = product('Juice', food.id); // not to the bar
    products.update(ctx, juice.id, { category_id: drinks.id }, {}); // moved in: to the bar
    products.update(ctx, cola.id, { category_id: food.id }, {}); // moved out: to the bar
    products.update(ctx, cola.id, { name: 'Cola (food now)' }, {}); // not to the bar
    products.delete(ctx, juice.id); // a drink removed: to the bar
    categories.create(ctx, { name: 'Snacks' }); // category events are not filtered

    await everything.waitFor(9, 10_000);
    await bar.waitFor(5, 10_000);
    // Anything wrongly sent would have arrived with the unfiltered webhook's nine.
    await new Promise((r) => setTimeout(r, 300));
    // Deliveries of one webhook run in parallel: compare as sets.
    expect(
      bodies(bar)
        .map((b) => `${b.type} ${b.data.object.name}`)
        .sort(),
    ).toEqual(
      [
        'product.created Cola',
        'product.updated Juice',
        'product.updated Cola',
        'product.deleted Juice',
        'category.created Snacks',
      ].sort(),
    );
    expect(bodies(everything)).toHaveLength(9);
  });

  it('refuses categories that are not live categories of the branch, and more than 100', async () => {
    const ts = await service();
    const { ctx, drinks, categories } = catalog(ts);
    const gone = categories.create(ctx, { name: 'Gone' }) as { id: string };
    categories.delete(ctx, gone.id);
    const create = (filter: unknown) => () =>
      ts.service.webhooks.create(
        { ...ctx, url: 'https://example.com/h', events: ['product.created'], filter },
        'test',
      );
    for (const bad of [
      { category_ids: ['cat_nope'] },
      { category_ids: [gone.id] },
      { category_ids: 'x' },
      [drinks.id],
      { category_ids: Array.from({ length: 101 }, (_, i) => `cat_${i}`) },
    ]) {
      expect(create(bad)).toThrow(expect.objectContaining({ code: 'validation_failed' }));
    }
    // An empty list is no filter; update changes it and null removes it.
    const hook = create({ category_ids: [] })().webhook;
    expect(hook.filter).toBeNull();
    const narrowed = ts.service.webhooks.update(
      hook.id,
      { filter: { category_ids: [drinks.id, drinks.id] } },
      'test',
    );
    expect(narrowed.filter).toEqual({ category_ids: [drinks.id] });
    expect(
      ts.service.webhooks.update(hook.id, { url: 'https://example.com/h2' }, 'test').filter,
    ).toEqual({ category_ids: [drinks.id] });
    expect(ts.service.webhooks.update(hook.id, { filter: null }, 'test').filter).toBeNull();
  });

  it('sets the filter from the CLI (--categories) and the admin API (filter)', async () => {
    const ts = await service();
    const { ctx, drinks, food } = catalog(ts);
    const created = runCliSync(ts.dataDir, [
      '--json',
      'webhooks',
      'create',
      '--company',
      ctx.companyId,
      '--branch',
      ctx.branchId,
      '--url',
      'https://example.com/bar',
      '--events',
      'product.created',
      '--categories',
      `${drinks.id},${food.id}`,
    ]);
    expect(created.code, created.stderr).toBe(0);
    const hook = JSON.parse(created.stdout) as { id: string; filter: unknown };
    expect(hook.filter).toEqual({ category_ids: [drinks.id, food.id].sort() });
    const cleared = runCliSync(ts.dataDir, [
      '--json',
      'webhooks',
      'update',
      hook.id,
      '--categories',
      '',
    ]);
    expect(cleared.code, cleared.stderr).toBe(0);
    expect((JSON.parse(cleared.stdout) as { filter: unknown }).filter).toBeNull();

    const key = ts.createKey(['system_settings:manage_integrations', 'products:view']);
    const post = await fetch(`${ts.baseUrl}/api/v1/webhooks`, {
      method: 'POST',
      headers: { ...key.headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        url: 'https://example.com/api',
        events: ['product.created'],
        filter: { category_ids: [drinks.id] },
      }),
    });
    expect(post.status).toBe(201);
    const apiHook = (await post.json()) as { id: string; filter: unknown };
    expect(apiHook.filter).toEqual({ category_ids: [drinks.id] });
    const bad = await fetch(`${ts.baseUrl}/api/v1/webhooks/${apiHook.id}`, {
      method: 'PATCH',
      headers: { ...key.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ filter: { category_ids: ['cat_nope'] } }),
    });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { code: string }).code).toBe('validation_failed');
  });
});
