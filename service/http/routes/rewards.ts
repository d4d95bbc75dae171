import type { FastifyInstance } from 'fastify';
import type { Writer } from '../../resources/writer';
import {
  actionRoute,
  createRoute,
  deleteRoute,
  getRoute,
  listRoute,
  updateRoute,
} from '../../resources/routes';
import { LOYALTY_ENTRIES } from '../../rewards/ledger';
import { adjustmentCreate, type Loyalty } from '../../rewards/loyalty';
import {
  REDEMPTIONS,
  redemptionCreate,
  redemptionListFilters,
  type RedemptionFilterQuery,
} from '../../rewards/redemptions';
import { REWARDS } from '../../rewards/rewards';
import { authErrors, listErrors, listQuery, pageOf, syncTokenQuery } from '../schemas';
import {
  contextOf,
  idParam,
  pageOptionsOf,
  syncOptionsOf,
  type PageQuery,
} from '../../resources/http';

/**
 * The loyalty program (docs/api.md "Loyalty"): /rewards (the catalog), a customer's account,
 * ledger, adjustments and redemptions under /customers/{id}/loyalty, and /redemptions.
 */

const JSON_TYPE = 'application/json; charset=utf-8';
const problem = { $ref: 'Problem#' };
type IdParams = { id: string };
type RedemptionQuery = PageQuery & RedemptionFilterQuery;

function rewardCatalogRoutes(loyalty: Loyalty, writer: Writer) {
  const base = { resource: REWARDS, records: loyalty.rewards, tags: ['Rewards'] };
  return async (app: FastifyInstance): Promise<void> => {
    listRoute<PageQuery>(app, {
      path: '/rewards',
      component: 'Reward',
      scope: 'rewards:view',
      tags: base.tags,
      summary: 'List rewards (cursor pagination, incremental sync)',
      page: (query) => loyalty.rewards.listBody(query),
    });
    getRoute(app, { ...base, scope: 'rewards:view' });
    createRoute(app, writer, {
      ...base,
      scope: 'rewards:create',
      description:
        'kind amount_off needs amount (branch currency), percent_off needs percent, free_product needs product_id (a live product: one unit of it free).',
    });
    updateRoute(app, writer, {
      ...base,
      scope: 'rewards:update',
      description: 'Redemptions already made keep the terms they were made with.',
    });
    deleteRoute(app, writer, {
      ...base,
      scope: 'rewards:delete',
      description: 'Returns the tombstone. Redemptions already made keep their copy of the terms.',
    });
  };
}

const accountSchema = {
  type: 'object',
  description: "A customer's loyalty account",
  properties: {
    customer_id: { type: 'string', examples: ['cus_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC'] },
    balance: { type: 'integer', minimum: 0, description: 'Points available', examples: [112] },
    earned_points: {
      type: 'integer',
      description: 'Points earned by completed orders, ever (before reversals)',
      examples: [140],
    },
    entry_count: { type: 'integer', description: 'Entries in the ledger', examples: [5] },
    last_entry_at: { type: ['string', 'null'], format: 'date-time' },
    program: {
      type: 'object',
      description: "The branch's program settings (PATCH /settings)",
      properties: {
        enabled: { type: 'boolean' },
        points_per_unit: { type: 'integer', examples: [1] },
      },
      required: ['enabled', 'points_per_unit'],
    },
  },
  required: ['customer_id', 'balance', 'earned_points', 'entry_count', 'last_entry_at', 'program'],
  examples: [
    {
      customer_id: 'cus_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC',
      balance: 112,
      earned_points: 140,
      entry_count: 5,
      last_entry_at: '2026-11-21T10:00:00.000Z',
      program: { enabled: true, points_per_unit: 1 },
    },
  ],
};

function accountRoutes(loyalty: Loyalty, writer: Writer) {
  const tags = ['Loyalty'];
  const customerParam = idParam('cus', 'customer');
  return async (app: FastifyInstance): Promise<void> => {
    app.get<{ Params: IdParams }>(
      '/customers/:id/loyalty',
      {
        config: { scope: 'rewards:view' },
        schema: {
          summary: "A customer's points balance",
          tags,
          params: customerParam,
          response: { 200: accountSchema, ...authErrors, 404: problem },
        },
      },
      async (request) => loyalty.account(contextOf(request), request.params.id),
    );

    const { include_deleted: _tombstones, ...walk } = listQuery;
    app.get<{ Params: IdParams; Querystring: PageQuery }>(
      '/customers/:id/loyalty/entries',
      {
        config: { scope: 'rewards:view' },
        schema: {
          summary: "A customer's points ledger (cursor pagination, incremental sync)",
          description:
            'Oldest first. Each entry carries the balance after it; entries are never changed. The last page hands out next_sync_token: pass it as sync_token for the entries added since (per customer).',
          tags,
          params: customerParam,
          querystring: {
            type: 'object',
            additionalProperties: false,
            properties: { ...walk, sync_token: syncTokenQuery },
          },
          response: { 200: pageOf('LoyaltyEntry'), ...authErrors, 404: problem, ...listErrors },
        },
      },
      async (request, reply) => {
        const q = request.query;
        const body = loyalty.entriesPage(contextOf(request), request.params.id, {
          ...pageOptionsOf(request, q),
          ...syncOptionsOf(q),
        });
        return reply.type(JSON_TYPE).send(body);
      },
    );

    getRoute(app, {
      resource: LOYALTY_ENTRIES,
      records: loyalty.ledger,
      tags,
      scope: 'rewards:view',
      summary: 'One loyalty ledger entry',
    });

    actionRoute(app, writer, {
      path: '/customers/:id/loyalty/adjustments',
      scope: 'rewards:manage_points',
      summary: 'Add or take away points by hand',
      description:
        'Appends an adjust entry with the reason. 409 insufficient_points when a deduction is more than the balance.',
      tags,
      params: customerParam,
      ifMatch: false,
      body: adjustmentCreate.schema,
      response: 'LoyaltyEntry',
      created: 'loyalty-entries',
      run: (ctx, id, body) => loyalty.adjust(ctx, id, body),
    });

    actionRoute(app, writer, {
      path: '/customers/:id/loyalty/redemptions',
      scope: 'rewards:manage_redemptions',
      summary: 'Redeem a reward',
      description:
        'Takes the reward\u2019s points_cost from the balance (409 insufficient_points when short; 409 reward_unavailable for an inactive reward). With order_id (an open order of this customer) the reward becomes the order\u2019s discount and its totals are recomputed.',
      tags,
      params: customerParam,
      ifMatch: false,
      body: redemptionCreate.schema,
      response: 'Redemption',
      created: 'redemptions',
      run: (ctx, id, body) => loyalty.redemptions.redeem(ctx, id, body),
    });
  };
}

function redemptionRoutes(loyalty: Loyalty, writer: Writer) {
  const base = { resource: REDEMPTIONS, records: loyalty.redemptions, tags: ['Loyalty'] };
  return async (app: FastifyInstance): Promise<void> => {
    listRoute<RedemptionQuery>(app, {
      path: '/redemptions',
      component: 'Redemption',
      scope: 'rewards:view',
      tags: base.tags,
      tombstones: false,
      summary: 'List redemptions (cursor pagination, incremental sync)',
      description:
        'Filters (customer_id, order_id, status) combine; they cannot be used with sync_token.',
      filters: {
        customer_id: {
          type: 'string',
          minLength: 1,
          maxLength: 64,
          description: 'Of this customer',
        },
        order_id: { type: 'string', minLength: 1, maxLength: 64, description: 'On this order' },
        status: { type: 'string', enum: ['active', 'completed', 'canceled'] },
      },
      page: (query, q) => loyalty.redemptions.listBody(query, redemptionListFilters(q)),
    });
    getRoute(app, { ...base, scope: 'rewards:view' });
    actionRoute(app, writer, {
      path: '/redemptions/:id/cancel',
      scope: 'rewards:manage_redemptions',
      summary: 'Cancel a redemption: its points come back',
      description:
        'Only while active (its order not completed): the points come back as a redeem_canceled entry and the discount leaves its open order. 409 redemption_not_cancelable otherwise.',
      tags: base.tags,
      params: idParam('rdm', 'redemption'),
      ifMatch: true,
      response: 'Redemption',
      run: (ctx, id, _body, options) => loyalty.redemptions.cancel(ctx, id, options),
    });
  };
}

/** The loyalty routes as one plugin for buildServer's extraRoutes. */
export function rewardRoutes(loyalty: Loyalty, writer: Writer) {
  return async (app: FastifyInstance): Promise<void> => {
    await app.register(rewardCatalogRoutes(loyalty, writer));
    await app.register(accountRoutes(loyalty, writer));
    await app.register(redemptionRoutes(loyalty, writer));
  };
}
