import type { Order } from './order-representation';
import type { Payment } from './payments';
import type { Refund } from './refunds';

/**
 * The examples of the Order and Payment components in the OpenAPI document: the sale of
 * docs/api.md "A sale, step by step" (two espressos and a croissant, 10 percent off), as the API
 * returned it.
 */
export const ORDER_EXAMPLE: Order = {
  id: 'ord_01M84XMJ0QYXWFG6EPAS9STSG1',
  number: 1,
  status: 'open',
  payment_status: 'unpaid',
  source: 'pos',
  customer_id: null,
  table_id: null,
  note: null,
  currency: 'EUR',
  discount: {
    percent: 10,
  },
  lines: [
    {
      id: 'oli_01M84XMJ0KFYVR3D4R5E02BBJ6',
      product_id: 'prd_01M84XMHYMKGCBJRZN342W54BX',
      sku: 'ESP-001',
      name: 'Espresso',
      quantity: 2,
      unit_price: {
        amount: 250,
        currency: 'EUR',
      },
      modifiers: [],
      discount: null,
      tax_rate_ids: ['tax_01M84XMHSJFKM9YZHT7RBTDSHP'],
      subtotal: {
        amount: 500,
        currency: 'EUR',
      },
      order_discount_share: {
        amount: 50,
        currency: 'EUR',
      },
      discount_total: {
        amount: 50,
        currency: 'EUR',
      },
      taxes: [
        {
          tax_rate_id: 'tax_01M84XMHSJFKM9YZHT7RBTDSHP',
          name: 'VAT 10%',
          rate_bps: 1000,
          mode: 'inclusive',
          amount: {
            amount: 41,
            currency: 'EUR',
          },
        },
      ],
      tax_total: {
        amount: 41,
        currency: 'EUR',
      },
      total: {
        amount: 450,
        currency: 'EUR',
      },
      refunded_quantity: 0,
    },
    {
      id: 'oli_01M84XMJ0KFYVR3D4R5E02BBJ7',
      product_id: null,
      sku: null,
      name: 'Croissant',
      quantity: 1,
      unit_price: {
        amount: 180,
        currency: 'EUR',
      },
      modifiers: [],
      discount: null,
      tax_rate_ids: ['tax_01M84XMHSJFKM9YZHT7RBTDSHP'],
      subtotal: {
        amount: 180,
        currency: 'EUR',
      },
      order_discount_share: {
        amount: 18,
        currency: 'EUR',
      },
      discount_total: {
        amount: 18,
        currency: 'EUR',
      },
      taxes: [
        {
          tax_rate_id: 'tax_01M84XMHSJFKM9YZHT7RBTDSHP',
          name: 'VAT 10%',
          rate_bps: 1000,
          mode: 'inclusive',
          amount: {
            amount: 15,
            currency: 'EUR',
          },
        },
      ],
      tax_total: {
        amount: 15,
        currency: 'EUR',
      },
      total: {
        amount: 162,
        currency: 'EUR',
      },
      refunded_quantity: 0,
    },
  ],
  subtotal: {
    amount: 680,
    currency: 'EUR',
  },
  discount_total: {
    amount: 68,
    currency: 'EUR',
  },
  tax_total: {
    amount: 56,
    currency: 'EUR',
  },
  taxes: [
    {
      tax_rate_id: 'tax_01M84XMHSJFKM9YZHT7RBTDSHP',
      name: 'VAT 10%',
      rate_bps: 1000,
      mode: 'inclusive',
      amount: {
        amount: 56,
        currency: 'EUR',
      },
    },
  ],
  total: {
    amount: 612,
    currency: 'EUR',
  },
  paid_total: {
    amount: 0,
    currency: 'EUR',
  },
  refunded_total: {
    amount: 0,
    currency: 'EUR',
  },
  balance_due: {
    amount: 612,
    currency: 'EUR',
  },
  tip_total: {
    amount: 0,
    currency: 'EUR',
  },
  allowed_actions: ['update', 'cancel', 'delete', 'pay'],
  ordered_at: '2026-11-21T09:41:00.000Z',
  business_date: '2026-11-21',
  completed_at: null,
  canceled_at: null,
  version: 1,
  created_at: '2026-11-21T09:41:02.971Z',
  updated_at: '2026-11-21T09:41:02.971Z',
  deleted_at: null,
};

export const PAYMENT_EXAMPLE: Payment = {
  id: 'pay_01M84XMJ4DN87JSPMWHEEA25DW',
  order_id: 'ord_01M84XMJ0QYXWFG6EPAS9STSG1',
  method: 'cash',
  amount: {
    amount: 612,
    currency: 'EUR',
  },
  tip: {
    amount: 0,
    currency: 'EUR',
  },
  tendered: {
    amount: 1000,
    currency: 'EUR',
  },
  change: {
    amount: 388,
    currency: 'EUR',
  },
  refunded_amount: {
    amount: 0,
    currency: 'EUR',
  },
  reference: null,
  business_date: '2026-11-21',
  version: 1,
  created_at: '2026-11-21T09:42:10.093Z',
  updated_at: '2026-11-21T09:42:10.093Z',
  deleted_at: null,
};

/**
 * The example of the Refund component: one espresso of that sale brought back, refunded from
 * the cash payment (docs/api.md "Worked example: a partial refund").
 */
export const REFUND_EXAMPLE: Refund = {
  id: 'ref_01M84XP2J8Q7T4V6W9XKD3B5RA',
  order_id: 'ord_01M84XMJ0QYXWFG6EPAS9STSG1',
  payment_id: 'pay_01M84XMJ4DN87JSPMWHEEA25DW',
  amount: { amount: 224, currency: 'EUR' },
  tax_total: { amount: 20, currency: 'EUR' },
  reason: 'Spilled',
  restock: true,
  lines: [
    {
      line_id: 'oli_01M84XMJ0KFYVR3D4R5E02BBJ6',
      product_id: 'prd_01M84XMHYMKGCBJRZN342W54BX',
      name: 'Espresso',
      quantity: 1,
      subtotal: { amount: 249, currency: 'EUR' },
      discount_total: { amount: 25, currency: 'EUR' },
      taxes: [
        {
          tax_rate_id: 'tax_01M84XMHSJFKM9YZHT7RBTDSHP',
          name: 'VAT 10%',
          rate_bps: 1000,
          mode: 'inclusive',
          amount: { amount: 20, currency: 'EUR' },
        },
      ],
      tax_total: { amount: 20, currency: 'EUR' },
      total: { amount: 224, currency: 'EUR' },
    },
  ],
  business_date: '2026-11-21',
  version: 1,
  created_at: '2026-11-21T10:15:04.210Z',
  updated_at: '2026-11-21T10:15:04.210Z',
  deleted_at: null,
};
