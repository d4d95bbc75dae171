import type { Service } from '../app';
import type { BranchContext } from '../resources/context';
import type { Random } from './random';

export type DemoIndustry = 'retail' | 'restaurant';

/** A product as the day generator needs it. */
export interface DemoProduct {
  id: string;
  price: number;
  /** Sold by weight: quantities such as 0.435 (kg), stock not tracked. */
  weighed: boolean;
  tracked: boolean;
}

/** What one branch sells and to whom. */
export interface DemoCatalog {
  products: DemoProduct[];
  categories: number;
  /** Best-known first: regulars come up more often. */
  customerIds: string[];
  rewards: { id: string; cost: number; kind: 'amount_off' | 'percent_off'; amount: number }[];
  tableIds: string[];
}

/** The opening windows of a day, in local minutes after midnight, with their share of orders. */
export const OPENING_HOURS: Record<DemoIndustry, { from: number; to: number; share: number }[]> = {
  retail: [
    { from: 8 * 60, to: 12 * 60, share: 0.35 },
    { from: 12 * 60, to: 14 * 60, share: 0.2 },
    { from: 14 * 60, to: 20 * 60, share: 0.45 },
  ],
  restaurant: [
    { from: 11 * 60 + 30, to: 15 * 60, share: 0.45 },
    { from: 18 * 60, to: 23 * 60, share: 0.55 },
  ],
};

interface TaxSpec {
  key: string;
  name: string;
  rate_bps: number;
  mode: 'inclusive' | 'exclusive';
}

interface CategorySpec {
  name: string;
  /** Base items; each is sold in every variant. */
  items: string[];
  variants: string[];
  /** Price range in minor units (per kg when weighed). */
  price: [number, number];
  taxes: string[];
  weighed?: boolean;
}

interface IndustrySpec {
  taxes: TaxSpec[];
  categories: CategorySpec[];
}

const size3 = ['Small', 'Medium', 'Large'];

const INDUSTRIES: Record<DemoIndustry, IndustrySpec> = {
  retail: {
    taxes: [
      { key: 'standard', name: 'VAT 20%', rate_bps: 2000, mode: 'inclusive' },
      { key: 'reduced', name: 'VAT 5.5%', rate_bps: 550, mode: 'inclusive' },
      { key: 'levy', name: 'Packaging levy 1%', rate_bps: 100, mode: 'exclusive' },
    ],
    categories: [
      {
        name: 'Fruit and vegetables',
        items: ['Apples', 'Bananas', 'Tomatoes', 'Carrots', 'Pears', 'Grapes', 'Courgettes'],
        variants: ['Loose', 'Organic', 'Local'],
        price: [150, 690],
        taxes: ['reduced'],
        weighed: true,
      },
      {
        name: 'Cheese counter',
        items: ['Comté', 'Brie', 'Cheddar', 'Gouda', 'Manchego'],
        variants: ['Young', 'Aged', 'Extra aged'],
        price: [1490, 3290],
        taxes: ['reduced'],
        weighed: true,
      },
      {
        name: 'Bakery',
        items: ['Baguette', 'Croissant', 'Sourdough loaf', 'Brioche', 'Rye bread', 'Muffin'],
        variants: ['Plain', 'Wholegrain', 'Seeded'],
        price: [90, 490],
        taxes: ['reduced'],
      },
      {
        name: 'Dairy',
        items: ['Milk 1 l', 'Yoghurt 4-pack', 'Butter 250 g', 'Cream 20 cl', 'Eggs 6'],
        variants: ['Classic', 'Organic', 'Lactose-free'],
        price: [110, 420],
        taxes: ['reduced'],
      },
      {
        name: 'Drinks',
        items: ['Orange juice', 'Sparkling water', 'Cola', 'Iced tea', 'Lemonade', 'Apple juice'],
        variants: ['0.5 l', '1.5 l', '6-pack'],
        price: [90, 690],
        taxes: ['standard'],
      },
      {
        name: 'Snacks',
        items: ['Crisps', 'Chocolate bar', 'Biscuits', 'Nuts', 'Popcorn', 'Cereal bar'],
        variants: ['Salted', 'Sweet', 'Family pack'],
        price: [99, 449],
        taxes: ['reduced'],
      },
      {
        name: 'Pantry',
        items: ['Pasta 500 g', 'Rice 1 kg', 'Olive oil 75 cl', 'Tomato sauce', 'Coffee beans'],
        variants: ['Own brand', 'Premium', 'Organic'],
        price: [89, 1290],
        taxes: ['reduced'],
      },
      {
        name: 'Frozen',
        items: ['Pizza', 'Peas', 'Ice cream', 'Fish fingers', 'Spinach'],
        variants: ['Single', 'Family', 'Value'],
        price: [199, 799],
        taxes: ['reduced'],
      },
      {
        name: 'Household',
        items: ['Washing-up liquid', 'Kitchen roll', 'Bin bags', 'Sponges', 'Detergent'],
        variants: ['Standard', 'Eco', 'Value pack'],
        price: [129, 1199],
        taxes: ['standard', 'levy'],
      },
      {
        name: 'Personal care',
        items: ['Shampoo', 'Toothpaste', 'Soap', 'Deodorant', 'Hand cream'],
        variants: ['Sensitive', 'Fresh', 'Travel size'],
        price: [149, 899],
        taxes: ['standard'],
      },
      {
        name: 'Stationery',
        items: ['Notebook', 'Ballpoint pens', 'Envelopes', 'Sticky notes', 'Pencils'],
        variants: ['A5', 'A4', 'Pack of 10'],
        price: [99, 699],
        taxes: ['standard'],
      },
      {
        name: 'Flowers',
        items: ['Tulips', 'Roses', 'Sunflowers', 'Mixed bouquet'],
        variants: ['Bunch', 'Large bunch', 'Wrapped'],
        price: [499, 2499],
        taxes: ['standard'],
      },
    ],
  },
  restaurant: {
    taxes: [
      { key: 'food', name: 'VAT 10%', rate_bps: 1000, mode: 'inclusive' },
      { key: 'alcohol', name: 'VAT 20%', rate_bps: 2000, mode: 'inclusive' },
      { key: 'duty', name: 'Alcohol duty 3%', rate_bps: 300, mode: 'exclusive' },
    ],
    categories: [
      {
        name: 'Starters',
        items: ['Soup of the day', 'Bruschetta', 'Calamari', 'Burrata', 'Spring rolls', 'Hummus'],
        variants: ['Regular', 'To share', 'Vegan'],
        price: [650, 1450],
        taxes: ['food'],
      },
      {
        name: 'Salads',
        items: ['Caesar salad', 'Greek salad', 'Niçoise', 'Quinoa bowl', 'Goat cheese salad'],
        variants: ['Starter size', 'Main size'],
        price: [890, 1690],
        taxes: ['food'],
      },
      {
        name: 'Pizza',
        items: ['Margherita', 'Diavola', 'Quattro formaggi', 'Funghi', 'Vegetariana'],
        variants: ['Small', 'Large', 'Gluten-free'],
        price: [990, 1890],
        taxes: ['food'],
      },
      {
        name: 'Pasta',
        items: ['Carbonara', 'Bolognese', 'Pesto', 'Arrabbiata', 'Lasagne', 'Ravioli'],
        variants: ['Regular', 'Large'],
        price: [1190, 1890],
        taxes: ['food'],
      },
      {
        name: 'Mains',
        items: ['Steak frites', 'Roast chicken', 'Burger', 'Risotto', 'Lamb shank', 'Curry'],
        variants: ['Classic', 'Chef’s way', 'Half portion'],
        price: [1490, 2890],
        taxes: ['food'],
      },
      {
        name: 'Fish counter',
        items: ['Sea bass', 'Prawns', 'Salmon', 'Mussels'],
        variants: ['Grilled', 'Steamed'],
        price: [3200, 6900],
        taxes: ['food'],
        weighed: true,
      },
      {
        name: 'Sides',
        items: ['Fries', 'Green salad', 'Garlic bread', 'Mash', 'Seasonal vegetables'],
        variants: ['Small', 'Regular', 'Large'],
        price: [350, 650],
        taxes: ['food'],
      },
      {
        name: 'Desserts',
        items: ['Tiramisu', 'Crème brûlée', 'Cheesecake', 'Chocolate fondant', 'Ice cream'],
        variants: ['Regular', 'With coffee', 'To share'],
        price: [590, 990],
        taxes: ['food'],
      },
      {
        name: 'Hot drinks',
        items: ['Espresso', 'Cappuccino', 'Latte', 'Tea', 'Hot chocolate'],
        variants: size3,
        price: [190, 520],
        taxes: ['food'],
      },
      {
        name: 'Soft drinks',
        items: ['Still water', 'Sparkling water', 'Cola', 'Lemonade', 'Orange juice'],
        variants: ['Glass', 'Bottle'],
        price: [250, 590],
        taxes: ['food'],
      },
      {
        name: 'Beer',
        items: ['Lager', 'IPA', 'Stout', 'Wheat beer', 'Alcohol-free beer'],
        variants: ['Half pint', 'Pint', 'Bottle'],
        price: [350, 790],
        taxes: ['alcohol', 'duty'],
      },
      {
        name: 'Wine and cocktails',
        items: ['House red', 'House white', 'Rosé', 'Prosecco', 'Spritz', 'Mojito', 'Negroni'],
        variants: ['Glass', 'Carafe'],
        price: [590, 2490],
        taxes: ['alcohol', 'duty'],
      },
    ],
  },
};

const FIRST_NAMES = [
  'Ann', 'Ben', 'Chloé', 'David', 'Emma', 'Farid', 'Grace', 'Hugo', 'Inès', 'Jonas', 'Kofi',
  'Léa', 'Marco', 'Nadia', 'Oscar', 'Priya', 'Quentin', 'Rosa', 'Sami', 'Tara', 'Umar', 'Vera',
  'Wei', 'Yara', 'Zoé',
]; // prettier-ignore
const LAST_NAMES = [
  'Lee', 'Martin', 'Bernard', 'Dubois', 'Smith', 'Garcia', 'Rossi', 'Müller', 'Novak', 'Silva',
  'Haddad', 'Kowalski', 'Nguyen', 'Okafor', 'Petit', 'Laurent', 'Moreau', 'Jansen', 'Costa',
  'Andersen',
]; // prettier-ignore

/**
 * The branch's tax rates, categories and products (about 200, the stock of those sold by the
 * piece tracked), the loyalty rewards and, for restaurants, the tables. All through the
 * services' own create operations, in one transaction.
 */
export function createCatalog(
  service: Service,
  ctx: BranchContext,
  industry: DemoIndustry,
  random: Random,
  stockLevel: number,
): Omit<DemoCatalog, 'customerIds'> {
  return service.events.transaction(() => {
    const spec = INDUSTRIES[industry];
    const taxIds = new Map<string, string>();
    for (const tax of spec.taxes) {
      const { key, ...input } = tax;
      taxIds.set(key, service.sales.taxRates.create(ctx, input).id);
    }
    const products: DemoProduct[] = [];
    spec.categories.forEach((category, c) => {
      const categoryId = service.catalog.categories.create(ctx, {
        name: category.name,
        sort_order: (c + 1) * 10,
      }).id;
      const [low, high] = category.price;
      category.items.forEach((item, i) => {
        category.variants.forEach((variant, v) => {
          const weighed = category.weighed === true;
          // Round to 10 cents, then end most prices in 9.
          const price = Math.max(10, Math.round(random.int(low, high) / 10) * 10 - 1);
          const product = service.catalog.products.create(ctx, {
            sku: `${industry === 'retail' ? 'R' : 'F'}${String(c + 1).padStart(2, '0')}-${String(i + 1).padStart(2, '0')}${v + 1}`,
            name: weighed ? `${item}, ${variant.toLowerCase()} (per kg)` : `${item} – ${variant}`,
            category_id: categoryId,
            price: { amount: price },
            barcode: industry === 'retail' ? ean13(random) : null,
            track_stock: !weighed,
            stock_quantity: weighed ? 0 : stockLevel,
            tax_rate_ids: category.taxes.map((k) => taxIds.get(k)!),
          });
          products.push({ id: product.id, price, weighed, tracked: !weighed });
        });
      });
    });
    const rewards = [
      { name: '5 off', points_cost: 60, kind: 'amount_off' as const, amount: { amount: 500 } },
      { name: '10% off', points_cost: 100, kind: 'percent_off' as const, percent: 10 },
    ].map((input) => {
      const reward = service.loyalty.rewards.create(ctx, input);
      return {
        id: reward.id,
        cost: input.points_cost,
        kind: input.kind,
        amount: input.kind === 'amount_off' ? input.amount.amount : 0,
      };
    });
    const tableIds: string[] = [];
    if (industry === 'restaurant') {
      for (let t = 1; t <= 16; t++)
        tableIds.push(
          service.floor.tables.create(ctx, {
            name: t <= 12 ? `Table ${t}` : `Terrace ${t - 12}`,
            area: t <= 12 ? 'Main room' : 'Terrace',
            seats: t % 4 === 0 ? 6 : t % 3 === 0 ? 2 : 4,
          }).id,
        );
    }
    return { products, categories: spec.categories.length, rewards, tableIds };
  });
}

/** `count` customers with names, e-mails and (most) phone numbers, in one transaction. */
export function createCustomers(
  service: Service,
  ctx: BranchContext,
  count: number,
  random: Random,
): string[] {
  return service.events.transaction(() => {
    const ids: string[] = [];
    for (let i = 1; i <= count; i++) {
      const first = random.pick(FIRST_NAMES);
      const last = random.pick(LAST_NAMES);
      const handle = `${first}.${last}`
        .normalize('NFD')
        .replace(/[^A-Za-z.]/g, '')
        .toLowerCase();
      ids.push(
        service.sales.customers.create(ctx, {
          name: `${first} ${last}`,
          email: `${handle}.${i}@example.com`,
          // Numbers of the +44 7700 900 range are set aside for examples: a thousand of them.
          ...(i < 1000 && i % 4 !== 0
            ? { phone: `+447700${String(900000 + i).padStart(6, '0')}` }
            : {}),
          code: `C-${String(i).padStart(5, '0')}`,
        }).id,
      );
    }
    return ids;
  });
}

/** A barcode with a valid EAN-13 check digit. */
function ean13(random: Random): string {
  const digits = [4, 0, 0, ...Array.from({ length: 9 }, () => random.int(0, 9))];
  const sum = digits.reduce((s, d, i) => s + d * (i % 2 === 0 ? 1 : 3), 0);
  return [...digits, (10 - (sum % 10)) % 10].join('');
}
