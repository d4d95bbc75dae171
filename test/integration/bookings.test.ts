/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
import { Agent, request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../support/catalog-client';
import { startTestService, type TestService, type TestTenant } from '../support/test-service';

/** Bookings of a restaurant branch over a real socket (docs/api.md, "Bookings"). */

let ts: TestService;
let secondBranch: TestTenant;
const BOOKING_SCOPES = ['bookings:view', 'bookings:create', 'bookings:update', 'bookings:delete'];
const HOST = [
  ...BOOKING_SCOPES,
  'tables:view',
  'tables:create',
  'tables:manage_reservations',
  'customer:create',
];
const api = (scopes: string[], tenant?: TestTenant) =>
  client(ts.baseUrl, ts.createKey(scopes, tenant).headers);

let host: ReturnType<typeof api>;
const tables: string[] = [];

beforeAll(async () => {
  // The branch's time zone is Europe/Paris (UTC+1 in November).
  ts = await startTestService({ worker: false, industry: 'restaurant' });
  const branch = ts.service.tenancy.createBranch(
    ts.tenant.companyId,
    { name: 'Second', currency: 'EUR', timeZone: 'UTC' },
    'test',
  );
  secondBranch = { companyId: ts.tenant.companyId, branchId: branch.id };
  host = api(HOST);
  for (const name of ['T1', 'T2', 'T3', 'T4'])
    tables.push((await host.post('/tables', { name })).body.id);
}, 60_000);
afterAll(async () => ts?.close());

const guest = (over: Record<string, unknown> = {}) => ({
  guest_name: 'Ann Lee',
  phone: '+441632960961',
  party_size: 2,
  starts_at: '2026-11-21T19:00:00+01:00',
  ...over,
});

describe('bookings', () => {
  it('are created pending with the branch’s default duration and list their allowed actions', async () => {
    const created = await host.post('/bookings', guest({ note: 'Window seat' }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const booking = created.body;
    expect(booking).toMatchObject({
      guest_name: 'Ann Lee',
      phone: '+441632960961',
      customer_id: null,
      party_size: 2,
      starts_at: '2026-11-21T18:00:00.000Z',
      ends_at: '2026-11-21T19:30:00.000Z',
      duration_minutes: 90,
      status: 'pending',
      table_ids: [],
      order_id: null,
      note: 'Window seat',
      allowed_actions: ['update', 'confirm', 'arrive', 'seat', 'cancel', 'no_show', 'delete'],
    });
    expect(booking.id).toMatch(/^bkg_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect((await host.get(`/bookings/${booking.id}`)).body).toEqual(booking);

    // The branch setting changes the default.
    ts.service.settings.setBranch(ts.tenant.branchId, 'booking_duration_minutes', 120);
    const longer = await host.post('/bookings', guest());
    expect(longer.body.duration_minutes).toBe(120);
    ts.service.settings.setBranch(ts.tenant.branchId, 'booking_duration_minutes', 90);
  });

  it('move pending → confirmed → arrived → seated → completed; illegal moves are 409 with allowed_actions', async () => {
    const b = (await host.post('/bookings', guest())).body;
    const confirmed = await host.post(`/bookings/${b.id}/confirm`, {}, { 'if-match': '"1"' });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'confirmed', version: 2 });
    expect(confirmed.body.allowed_actions).toEqual([
      'update',
      'arrive',
      'seat',
      'cancel',
      'no_show',
      'delete',
    ]);
    const again = await host.post(`/bookings/${b.id}/confirm`, {});
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'illegal_transition',
      booking_status: 'confirmed',
      allowed_actions: ['update', 'arrive', 'seat', 'cancel', 'no_show', 'delete'],
    });
    expect((await host.post(`/bookings/${b.id}/arrive`, {})).body.status).toBe('arrived');
    expect((await host.post(`/bookings/${b.id}/no_show`, {})).body.code).toBe('illegal_transition');
    expect((await host.post(`/bookings/${b.id}/seat`, {})).body.status).toBe('seated');
    const seated = await host.get(`/bookings/${b.id}`);
    expect(seated.body.allowed_actions).toEqual(['complete']);
    expect((await host.patch(`/bookings/${b.id}`, { party_size: 3 })).body.code).toBe(
      'illegal_transition',
    );
    expect((await host.del(`/bookings/${b.id}`)).body.code).toBe('illegal_transition');
    const done = await host.post(`/bookings/${b.id}/complete`, {});
    expect(done.body).toMatchObject({ status: 'completed', allowed_actions: ['delete'] });

    const canceled = (await host.post('/bookings', guest())).body;
    expect((await host.post(`/bookings/${canceled.id}/cancel`, {})).body.status).toBe('canceled');
    expect((await host.post(`/bookings/${canceled.id}/confirm`, {})).status).toBe(409);
  });

  it('seating can open an order on the booking’s table, which then shows occupied', async () => {
    const table = (await host.post('/tables', { name: 'Seat 1' })).body;
    const b = (
      await host.post(
        '/bookings',
        guest({ starts_at: '2026-11-25T19:00:00Z', table_ids: [table.id] }),
      )
    ).body;
    const noOrders = await host.post(`/bookings/${b.id}/seat`, { open_order: true });
    expect(noOrders.status).toBe(403);
    expect(noOrders.body.required_scope).toBe('orders:create');
    const waiter = api([...HOST, 'orders:create', 'orders:view', 'orders:update']);
    const seated = await waiter.post(`/bookings/${b.id}/seat`, { open_order: true });
    expect(seated.status, JSON.stringify(seated.body)).toBe(200);
    expect(seated.body).toMatchObject({
      status: 'seated',
      order_id: expect.stringMatching(/^ord_/),
    });
    const order = (await waiter.get(`/orders/${seated.body.order_id}`)).body;
    expect(order).toMatchObject({
      status: 'open',
      table_id: table.id,
      source: 'booking',
      lines: [],
    });
    expect((await waiter.get(`/tables/${table.id}`)).body).toMatchObject({
      occupied: true,
      open_order_ids: [order.id],
    });
    // The waiter adds the lines to the order later.
    const lines = await waiter.patch(`/orders/${order.id}`, {
      lines: [{ name: 'Menu', unit_price: { amount: 3500 }, quantity: 2 }],
    });
    expect(lines.status, JSON.stringify(lines.body)).toBe(200);

    // Another booking for the same table cannot be seated while that order is open.
    const next = (
      await host.post(
        '/bookings',
        guest({ starts_at: '2026-11-25T23:00:00Z', table_ids: [table.id] }),
      )
    ).body;
    const refused = await waiter.post(`/bookings/${next.id}/seat`, {});
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'table_not_free', open_order_ids: [order.id] });
  });

  it('a seated booking follows its order to another table, unless that table is booked then', async () => {
    const waiter = api([...HOST, 'tables:update', 'orders:create', 'orders:view']);
    const [x, y, z] = await Promise.all(
      ['Follow X', 'Follow Y', 'Follow Z'].map(
        async (name) => (await host.post('/tables', { name })).body,
      ),
    );
    const at = (hhmm: string) => `2026-11-26T${hhmm}:00Z`;
    const b = (await host.post('/bookings', guest({ starts_at: at('19:00'), table_ids: [x.id] })))
      .body;
    await host.post('/bookings', guest({ starts_at: at('20:00'), table_ids: [y.id] }));
    const seated = (await waiter.post(`/bookings/${b.id}/seat`, { open_order: true })).body;

    // Y is booked from 20:00, within this party's time: nothing moves.
    const refused = await waiter.post(`/tables/${x.id}/transfer`, { to_table_id: y.id });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('table_conflict');
    expect((await waiter.get(`/orders/${seated.order_id}`)).body.table_id).toBe(x.id);

    const moved = await waiter.post(`/tables/${x.id}/transfer`, { to_table_id: z.id });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const followed = (await host.get(`/bookings/${b.id}`)).body;
    expect(followed).toMatchObject({
      status: 'seated',
      table_ids: [z.id],
      order_id: seated.order_id,
    });
    // X is free to book again for that time.
    expect(
      (await host.post('/bookings', guest({ starts_at: at('19:30'), table_ids: [x.id] }))).status,
    ).toBe(201);
  });

  it('validates phone (E.164), party size, times and customer', async () => {
    for (const [body, path] of [
      [guest({ phone: '0044 1632 960961' }), 'phone'],
      [guest({ phone: undefined }), 'phone'],
      [guest({ party_size: 0 }), 'party_size'],
      [guest({ starts_at: '2026-02-30T19:00:00Z' }), 'starts_at'],
      [guest({ starts_at: '1999-12-31T19:00:00Z' }), 'starts_at'],
      [guest({ duration_minutes: 10 }), 'duration_minutes'],
      [guest({ customer_id: 'cus_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC' }), 'customer_id'],
      [guest({ table_ids: ['tbl_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC'] }), 'table_ids'],
      [guest({ status: 'confirmed' }), 'status'],
    ] as const) {
      const res = await host.post('/bookings', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(
        res.body.errors.map((e: any) => e.path.replace(/^body\.?/, '')),
        JSON.stringify(res.body),
      ).toContain(path);
    }
    const customer = (await host.post('/customers', { name: 'Ann Lee' })).body;
    const linked = await host.post('/bookings', guest({ customer_id: customer.id }));
    expect(linked.status).toBe(201);
    expect(linked.body.customer_id).toBe(customer.id);
  });

  it('hold tables: an overlapping booking of the same table is 409 table_conflict', async () => {
    const [t1, t2] = tables as [string, string];
    const first = await host.post(
      '/bookings',
      guest({ starts_at: '2026-12-01T19:00:00Z', table_ids: [t1] }),
    );
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const clash = await host.post(
      '/bookings',
      guest({ starts_at: '2026-12-01T20:00:00Z', table_ids: [t2, t1] }),
    );
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({
      code: 'table_conflict',
      table_id: t1,
      booking_id: first.body.id,
    });
    // Back to back is not an overlap; another table is free.
    expect(
      (await host.post('/bookings', guest({ starts_at: '2026-12-01T20:30:00Z', table_ids: [t1] })))
        .status,
    ).toBe(201);
    expect(
      (await host.post('/bookings', guest({ starts_at: '2026-12-01T20:00:00Z', table_ids: [t2] })))
        .status,
    ).toBe(201);
    // Moving into a held slot by PATCH is refused too; canceling releases the table.
    const later = (
      await host.post('/bookings', guest({ starts_at: '2026-12-01T23:00:00Z', table_ids: [t1] }))
    ).body;
    const moved = await host.patch(`/bookings/${later.id}`, { starts_at: '2026-12-01T19:30:00Z' });
    expect(moved.body.code).toBe('table_conflict');
    await host.post(`/bookings/${first.body.id}/cancel`, {});
    expect(
      (await host.patch(`/bookings/${later.id}`, { starts_at: '2026-12-01T18:30:00Z' })).status,
    ).toBe(200);
    // A table held by a booking still to come cannot be deleted.
    const del = await api(['tables:delete']).del(`/tables/${t1}`);
    expect(del.status).toBe(409);
    expect(del.body.code).toBe('table_has_bookings');
  });

  it('refuse conflicting bookings under 8 concurrent HTTP clients', async () => {
    const t3 = tables[2]!;
    const { headers } = ts.createKey(HOST);
    const clients = Array.from({ length: 8 }, () => new Agent({ connections: 1 }));
    try {
      for (let round = 0; round < 5; round++) {
        const results = await Promise.all(
          clients.map(async (dispatcher, i) => {
            const res = await request(`${ts.baseUrl}/api/v1/bookings`, {
              method: 'POST',
              dispatcher,
              headers: { ...headers, 'content-type': 'application/json' },
              // Every one overlaps every other: 19:00 + i minutes, for 90 minutes.
              body: JSON.stringify(
                guest({
                  guest_name: `Guest ${round}-${i}`,
                  starts_at: `2026-12-${String(10 + round).padStart(2, '0')}T19:${String(i).padStart(2, '0')}:00Z`,
                  table_ids: [t3],
                }),
              ),
            });
            return { status: res.statusCode, body: (await res.body.json()) as any };
          }),
        );
        const statuses = results.map((r) => r.status).sort();
        expect(statuses, JSON.stringify(results)).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
        const winner = results.find((r) => r.status === 201)!.body.id;
        for (const r of results.filter((x) => x.status === 409))
          expect(r.body).toMatchObject({ code: 'table_conflict', booking_id: winner });
      }
      const held = ts.service.db
        .prepare('SELECT count(*) AS n FROM booking_tables WHERE table_id = ? AND holds = 1')
        .get(t3) as { n: number };
      expect(held.n).toBe(5);
    } finally {
      await Promise.all(clients.map((c) => c.close()));
    }
  });

  it('list by local day, status and table, and sync with tokens', async () => {
    const t4 = tables[3]!;
    const staff = api(BOOKING_SCOPES);
    const walk = await staff.get('/bookings?limit=200');
    // 23:30 UTC on the 21st is 00:30 on the 22nd in Paris.
    const late = (
      await host.post('/bookings', guest({ starts_at: '2027-01-21T23:30:00Z', table_ids: [t4] }))
    ).body;
    const early = (await host.post('/bookings', guest({ starts_at: '2027-01-21T22:30:00Z' }))).body;
    const day = async (q: string) =>
      (await staff.get(`/bookings?${q}`)).body.data.map((b: any) => b.id);
    expect(await day('date=2027-01-22')).toEqual([late.id]);
    expect(await day('date=2027-01-21')).toEqual([early.id]);
    expect(await day(`table_id=${t4}`)).toEqual([late.id]);
    await staff.post(`/bookings/${early.id}/confirm`, {});
    expect(await day('date=2027-01-21&status=confirmed')).toEqual([early.id]);
    expect(await day('date=2027-01-21&status=pending')).toEqual([]);
    expect((await staff.get('/bookings?date=2027-02-30')).status).toBe(422);
    expect((await staff.get('/bookings?status=lost')).status).toBe(422);

    const sync = await staff.get(`/bookings?sync_token=${walk.body.next_sync_token}`);
    expect(sync.body.data.map((b: any) => b.id)).toEqual([late.id, early.id]);
    expect(
      (await staff.get(`/bookings?sync_token=${walk.body.next_sync_token}&status=pending`)).status,
    ).toBe(422);
  });

  it('tombstones of bookings and tables are pruned after 30 days, the booking first', async () => {
    const staff = api([...HOST, 'tables:delete']);
    const table = (await staff.post('/tables', { name: 'Prune 1' })).body;
    const b = (
      await staff.post(
        '/bookings',
        guest({ starts_at: '2025-01-10T19:00:00Z', table_ids: [table.id] }),
      )
    ).body;
    expect((await staff.del(`/bookings/${b.id}`)).status).toBe(200);
    expect((await staff.del(`/tables/${table.id}`)).status).toBe(200);
    const old = new Date(Date.now() - 31 * 86_400_000).toISOString();
    const db = ts.service.db;
    // Only the table is old enough: a booking row still names it, so it stays.
    db.prepare('UPDATE tables SET deleted_at = ? WHERE id = ?').run(old, table.id);
    await ts.service.maintenance.run();
    const count = (sql: string, id: string) => (db.prepare(sql).get(id) as { n: number }).n;
    expect(count('SELECT count(*) AS n FROM tables WHERE id = ?', table.id)).toBe(1);
    db.prepare('UPDATE bookings SET deleted_at = ? WHERE id = ?').run(old, b.id);
    await ts.service.maintenance.run();
    expect(count('SELECT count(*) AS n FROM bookings WHERE id = ?', b.id)).toBe(0);
    expect(count('SELECT count(*) AS n FROM booking_tables WHERE booking_id = ?', b.id)).toBe(0);
    expect(count('SELECT count(*) AS n FROM tables WHERE id = ?', table.id)).toBe(0);
  });

  it('need their scopes; table_ids needs tables:manage_reservations; other branches see 404', async () => {
    const booker = api(['bookings:create', 'bookings:update', 'bookings:view']);
    const plain = await booker.post('/bookings', guest());
    expect(plain.status).toBe(201);
    const withTables = await booker.post('/bookings', guest({ table_ids: [tables[1]] }));
    expect(withTables.status).toBe(403);
    expect(withTables.body.required_scope).toBe('tables:manage_reservations');
    expect(
      (await booker.patch(`/bookings/${plain.body.id}`, { table_ids: [] })).body.required_scope,
    ).toBe('tables:manage_reservations');
    expect((await booker.del(`/bookings/${plain.body.id}`)).body.required_scope).toBe(
      'bookings:delete',
    );
    expect(
      (await api(['bookings:view']).post(`/bookings/${plain.body.id}/confirm`, {})).body
        .required_scope,
    ).toBe('bookings:update');
    expect(
      (await api(['bookings:view'], secondBranch).get(`/bookings/${plain.body.id}`)).status,
    ).toBe(404);
    expect(
      (await api(BOOKING_SCOPES, secondBranch).post(`/bookings/${plain.body.id}/confirm`, {}))
        .status,
    ).toBe(404);
  });
});
