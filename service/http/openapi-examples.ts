/**
 * The examples of docs/api.md on the operations they show, as OpenAPI `examples` of the request
 * body: the reference page (GET /api/v1/docs) offers them in its try-it, and generators show
 * them next to the types. A body component's own `examples` are offered too.
 */

/* eslint-disable @typescript-eslint/no-explicit-any -- the document is plain JSON */
type Json = Record<string, any>;

const PRODUCT = 'prd_01M84XMHYMKGCBJRZN342W54BX';
const ORDER_EXAMPLES = {
  sale: {
    summary: 'Two espressos and a croissant, 10% off (docs/api.md "A sale, step by step")',
    value: {
      lines: [
        { product_id: PRODUCT, quantity: 2 },
        {
          name: 'Croissant',
          unit_price: { amount: 180 },
          quantity: 1,
          tax_rate_ids: ['tax_01M84XMHSJFKM9YZHT7RBTDSHP'],
        },
      ],
      discount: { percent: 10 },
      source: 'pos',
    },
  },
};

/** By operationId: named examples of its request body. */
const EXAMPLES: Record<string, Record<string, { summary: string; value: unknown }>> = {
  createOrder: ORDER_EXAMPLES,
  calculateOrder: {
    sale: {
      summary: ORDER_EXAMPLES.sale.summary,
      value: { ...ORDER_EXAMPLES.sale.value, source: undefined },
    },
  },
  paymentsOrder: {
    cash: {
      summary: '6.12 paid cash with a 10.00 note: 3.88 change (docs/api.md "A sale, step by step")',
      value: { method: 'cash', amount: { amount: 612 }, tendered: { amount: 1000 } },
    },
    card: { summary: 'A card payment', value: { method: 'card', amount: { amount: 14000 } } },
  },
  refundOrder: {
    line: {
      summary:
        'One espresso back to the cash payment (docs/api.md "Worked example: a partial refund")',
      value: {
        lines: [{ line_id: 'oli_01M84XMJ0KFYVR3D4R5E02BBJ6', quantity: 1 }],
        payment_id: 'pay_01M84XMJ4DN87JSPMWHEEA25DW',
        reason: 'Spilled',
      },
    },
  },
  createBooking: {
    evening: {
      summary: 'A table for four at 19:30 (docs/api.md "An evening of bookings")',
      value: {
        guest_name: 'Ann Lee',
        phone: '+441632960961',
        party_size: 4,
        starts_at: '2026-11-21T19:30:00+01:00',
        table_ids: ['tbl_01M84YC040F87P39ABNM32JQB6'],
        note: 'Window seat',
      },
    },
  },
  changeProductStock: {
    adjust: { summary: 'Two broken', value: { adjust: -2, reason: 'Breakage' } },
  },
};

/** Adds the examples to the request bodies of `doc` (components already resolved by name). */
export function declareExamples(doc: Json): void {
  for (const item of Object.values(doc.paths as Json))
    for (const op of Object.values(item as Json)) {
      const media = op.requestBody?.content?.['application/json'];
      if (!media) continue;
      const name = String(media.schema?.$ref ?? '')
        .split('/')
        .pop();
      const listed: unknown = name ? doc.components.schemas[name]?.examples : undefined;
      const own = Array.isArray(listed) ? listed : [];
      // A media type has `example` or `examples`, never both: the single one joins the list.
      const examples: Json = {
        ...(media.example !== undefined
          ? { example: { summary: 'Example', value: media.example } }
          : {}),
        ...EXAMPLES[op.operationId],
      };
      delete media.example;
      own.forEach(
        (value, i) => (examples[`example_${i + 1}`] ??= { summary: `Example ${i + 1}`, value }),
      );
      if (Object.keys(examples).length) media.examples = JSON.parse(JSON.stringify(examples));
    }
}
