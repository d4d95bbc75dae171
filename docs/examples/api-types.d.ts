// Generated from GET /api/v1/openapi.json by openapi-typescript: do not edit.
// Regenerate: UPDATE_API_TYPES=1 npx vitest run test/integration/openapi-contract.test.ts

export interface paths {
  '/api/v1/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The calling API key and its branch */
    get: operations['getMe'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List products (cursor pagination, incremental sync) */
    get: operations['listProducts'];
    put?: never;
    /**
     * Create a product
     * @description Emits product.created. The currency defaults to the branch currency.
     */
    post: operations['createProduct'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/products/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One product */
    get: operations['getProduct'];
    put?: never;
    post?: never;
    /**
     * Delete a product (soft delete)
     * @description Sets deleted_at and returns the tombstone, which stays visible to GET with include_deleted=true (for sync). The SKU becomes free. Emits product.deleted.
     */
    delete: operations['deleteProduct'];
    options?: never;
    head?: never;
    /**
     * Update a product
     * @description Emits product.updated with the changed fields' old values in `data.previous`. Sending `price` also needs products:manage_pricing. A PATCH that changes nothing returns 200 with the product unchanged: no version bump, no event.
     */
    patch: operations['updateProduct'];
    trace?: never;
  };
  '/api/v1/products/{id}/stock': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set or adjust the stock level
     * @description Only for products with track_stock=true (else 409). Emits product.stock_updated with data.stock {previous, current, delta, reason}. Stock never goes below 0 (409). Setting the current level is a no-op.
     */
    post: operations['changeProductStock'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/categories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List categories (cursor pagination, incremental sync) */
    get: operations['listCategories'];
    put?: never;
    /**
     * Create a category
     * @description Emits category.created. A non-null parent_id also needs categories:manage_hierarchy.
     */
    post: operations['createCategory'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/categories/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One category */
    get: operations['getCategory'];
    put?: never;
    post?: never;
    /**
     * Delete a category (soft delete)
     * @description Returns the tombstone. 409 conflict (naming how many) while live subcategories or products are still in it. Emits category.deleted.
     */
    delete: operations['deleteCategory'];
    options?: never;
    head?: never;
    /**
     * Update or move a category
     * @description Emits category.updated with the old values in data.previous. Sending parent_id also needs categories:manage_hierarchy; a move under itself or a descendant is rejected (422). A PATCH that changes nothing is a no-op.
     */
    patch: operations['updateCategory'];
    trace?: never;
  };
  '/api/v1/inventory': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Stock levels of the products that track stock
     * @description Live products with track_stock=true, ordered by product id, with the same cursors and sync tokens as the listings. updated_at is the product's (any change moves it). With sync_token, a product that left the list since (deleted, or no longer tracking stock) comes with deleted_at set.
     */
    get: operations['listInventory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The branch's events, in sequence order (the webhook bodies, as a feed)
     * @description Events with sequence > after, oldest first, exactly as webhooks deliver them, kept 30 days. Poll with after=next_after. Needs products:view for product.* and categories:view for category.*; events the key may not view are skipped. 410 events_expired when events after `after` are no longer kept.
     */
    get: operations['listEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tax-rates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List tax rates (cursor pagination, incremental sync)
     * @description Needs orders:view or system_settings:view.
     */
    get: operations['listTaxRates'];
    put?: never;
    /**
     * Create a tax rate
     * @description Orders copy the rate onto their lines: later changes apply to later orders.
     */
    post: operations['createTaxRate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tax-rates/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One tax rate */
    get: operations['getTaxRate'];
    put?: never;
    post?: never;
    /**
     * Delete a tax rate (soft delete)
     * @description Returns the tombstone. Orders priced with the rate keep their copy of it.
     */
    delete: operations['deleteTaxRate'];
    options?: never;
    head?: never;
    /** Update a tax rate */
    patch: operations['updateTaxRate'];
    trace?: never;
  };
  '/api/v1/customers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List or search customers (cursor pagination, incremental sync)
     * @description Search filters (name contains; email, phone and code equal) combine; they cannot be used with sync_token.
     */
    get: operations['listCustomers'];
    put?: never;
    /**
     * Create a customer
     * @description email and phone are unique among the branch’s customers: 409 conflict naming the customer that has it.
     */
    post: operations['createCustomer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customers/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One customer */
    get: operations['getCustomer'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/orders/calculate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Price an order without saving it
     * @description Returns every figure of the order body (lines, discounts, taxes, totals) by the rules of docs/api.md "Money and taxes", with the branch's products and tax rates as they are now. Nothing is stored. 422 names the field of a money rule (another currency, more than 3 decimals, a discount above what it applies to, an unknown product or tax rate).
     */
    post: operations['calculateOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/rewards': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List rewards (cursor pagination, incremental sync) */
    get: operations['listRewards'];
    put?: never;
    /**
     * Create a reward
     * @description kind amount_off needs amount (branch currency), percent_off needs percent, free_product needs product_id (a live product: one unit of it free).
     */
    post: operations['createReward'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/rewards/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One reward */
    get: operations['getReward'];
    put?: never;
    post?: never;
    /**
     * Delete a reward (soft delete)
     * @description Returns the tombstone. Redemptions already made keep their copy of the terms.
     */
    delete: operations['deleteReward'];
    options?: never;
    head?: never;
    /**
     * Update a reward
     * @description Redemptions already made keep the terms they were made with.
     */
    patch: operations['updateReward'];
    trace?: never;
  };
  '/api/v1/customers/{id}/loyalty': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A customer's points balance */
    get: operations['getLoyaltyAccount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customers/{id}/loyalty/entries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A customer's points ledger (cursor pagination, incremental sync)
     * @description Oldest first. Each entry carries the balance after it; entries are never changed. The last page hands out next_sync_token: pass it as sync_token for the entries added since (per customer).
     */
    get: operations['listLoyaltyEntries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/loyalty-entries/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One loyalty ledger entry */
    get: operations['getLoyaltyEntry'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customers/{id}/loyalty/adjustments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add or take away points by hand
     * @description Appends an adjust entry with the reason. 409 insufficient_points when a deduction is more than the balance.
     */
    post: operations['adjustLoyaltyPoints'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customers/{id}/loyalty/redemptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Redeem a reward
     * @description Takes the reward’s points_cost from the balance (409 insufficient_points when short; 409 reward_unavailable for an inactive reward). With order_id (an open order of this customer) the reward becomes the order’s discount and its totals are recomputed.
     */
    post: operations['redeemReward'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/redemptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List redemptions (cursor pagination, incremental sync)
     * @description Filters (customer_id, order_id, status) combine; they cannot be used with sync_token.
     */
    get: operations['listRedemptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/redemptions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One redemption */
    get: operations['getRedemption'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/redemptions/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel a redemption: its points come back
     * @description Only while active (its order not completed): the points come back as a redeem_canceled entry and the discount leaves its open order. 409 redemption_not_cancelable otherwise.
     */
    post: operations['cancelRedemption'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tables': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List tables (cursor pagination, incremental sync)
     * @description `occupied` and `open_order_ids` come from the open orders naming the table. A table takes a new version whenever an open order starts or stops naming it, so a sync returns it then too.
     */
    get: operations['listTables'];
    put?: never;
    /**
     * Create a table
     * @description A new table is available. name is unique among the branch’s tables in any case: 409 conflict naming the table that has it.
     */
    post: operations['createTable'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tables/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One table */
    get: operations['getTable'];
    put?: never;
    post?: never;
    /**
     * Delete a table (soft delete)
     * @description Returns the tombstone. A table with an open order is 409 table_has_open_order; one that a booking still to come holds is 409 table_has_bookings.
     */
    delete: operations['deleteTable'];
    options?: never;
    head?: never;
    /** Update a table */
    patch: operations['updateTable'];
    trace?: never;
  };
  '/api/v1/tables/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set the status staff see (available, reserved, dirty, out of service)
     * @description occupied is not a status: it comes from the open orders. A table with an open order cannot become available or out_of_service (409 table_has_open_order). Setting the current status is a no-op. If-Match with the version you read.
     */
    post: operations['statusTable'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tables/{id}/transfer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Move the table’s open order to another table
     * @description Every open order of the table moves to to_table_id, which must have none and be available or reserved (409 table_not_free). A table without an open order is 409 table_not_occupied. A seated booking follows its order (409 table_conflict when another booking holds the receiving table then). If-Match applies to the table the order leaves.
     */
    post: operations['transferTable'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tables/{id}/merge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Put other tables’ open orders into this table’s
     * @description The lines of the other open orders move into one order on this table and the emptied orders are canceled. At least two open orders in all (409 nothing_to_merge). Orders with payments are not merged (409 order_has_payments). If-Match applies to this table.
     */
    post: operations['mergeTable'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/bookings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List bookings (by day, status or table; cursor pagination, incremental sync)
     * @description Filters combine; they cannot be used with sync_token. Ordered by id (creation); sort by starts_at on your side.
     */
    get: operations['listBookings'];
    put?: never;
    /**
     * Create a booking
     * @description Starts pending. duration_minutes defaults to the branch setting booking_duration_minutes. table_ids needs tables:manage_reservations; a table another booking holds at an overlapping time is 409 table_conflict.
     */
    post: operations['createBooking'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/bookings/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One booking */
    get: operations['getBooking'];
    put?: never;
    post?: never;
    /**
     * Delete a booking (soft delete)
     * @description Returns the tombstone and releases its tables. A seated booking is 409 illegal_transition: complete it.
     */
    delete: operations['deleteBooking'];
    options?: never;
    head?: never;
    /** Update a booking */
    patch: operations['updateBooking'];
    trace?: never;
  };
  '/api/v1/bookings/{id}/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm a pending booking
     * @description Moves the booking to confirmed. When its status does not allow it: 409 illegal_transition with allowed_actions.
     */
    post: operations['confirmBooking'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/bookings/{id}/arrive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The guests have arrived
     * @description Moves the booking to arrived. When its status does not allow it: 409 illegal_transition with allowed_actions.
     */
    post: operations['arriveBooking'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/bookings/{id}/seat': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Seat the guests (optionally opening an order on the booking’s table)
     * @description Moves the booking to seated. When its status does not allow it: 409 illegal_transition with allowed_actions. A table with another party’s open order is 409 table_not_free. open_order: true also needs orders:create.
     */
    post: operations['seatBooking'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/bookings/{id}/complete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The guests have left
     * @description Moves the booking to completed. When its status does not allow it: 409 illegal_transition with allowed_actions.
     */
    post: operations['completeBooking'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/bookings/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel the booking (releases its tables)
     * @description Moves the booking to canceled. When its status does not allow it: 409 illegal_transition with allowed_actions.
     */
    post: operations['cancelBooking'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/bookings/{id}/no_show': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The guests did not come (releases its tables)
     * @description Moves the booking to no_show. When its status does not allow it: 409 illegal_transition with allowed_actions.
     */
    post: operations['noShowBooking'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/sales': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Sales summary over business dates
     * @description Completed orders, their lines, payments and taxes by their business date (the branch’s time zone and closeout hour), and refunds by the business date they happened, grouped by one or two dimensions. docs/api.md, "Reports", defines every metric.
     */
    get: operations['getSalesReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/custom': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List saved custom reports (cursor pagination, incremental sync) */
    get: operations['listCustomReports'];
    put?: never;
    /**
     * Create a custom report
     * @description A saved definition over the sales summary’s engine: one or two dimensions, the metrics to show, and filters. Run it with GET /reports/custom/{id}/run.
     */
    post: operations['createCustomReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/custom/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One custom report */
    get: operations['getCustomReport'];
    put?: never;
    post?: never;
    /** Delete a custom report (soft delete) */
    delete: operations['deleteCustomReport'];
    options?: never;
    head?: never;
    /** Update a custom report */
    patch: operations['updateCustomReport'];
    trace?: never;
  };
  '/api/v1/reports/custom/{id}/run': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Run a saved custom report
     * @description The report’s rows and totals over the business dates from..to, with the metrics it names (docs/api.md, "Reports").
     */
    get: operations['runCustomReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List orders (cursor pagination, incremental sync)
     * @description Filters combine (business dates inclusive); they cannot be used with sync_token, which returns every change.
     */
    get: operations['listOrders'];
    put?: never;
    /**
     * Create a order
     * @description An open order. Its figures are exactly what POST /orders/calculate returns for the same lines and discount; `number` is the branch's next. A product that tracks stock is sold in whole units (422 on the line's quantity).
     */
    post: operations['createOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/orders/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One order */
    get: operations['getOrder'];
    put?: never;
    post?: never;
    /**
     * Delete a order (soft delete)
     * @description Only an open order that was never paid (409 order_not_open, order_has_payments): the tombstone is returned and stays for sync. Cancel a paid order instead.
     */
    delete: operations['deleteOrder'];
    options?: never;
    head?: never;
    /**
     * Update a order
     * @description `note` at any time; the other fields while the order is open (409 order_not_open); `lines` and `discount` only before its first payment (409 order_has_payments). A PATCH that changes nothing is a no-op.
     */
    patch: operations['updateOrder'];
    trace?: never;
  };
  '/api/v1/orders/{id}/complete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Complete an order
     * @description Needs balance_due 0 (409 balance_due) on an open order (409 order_not_open). In one transaction: the order, and the stock of its products that track stock (product.stock_updated webhooks with stock.reason "order" and stock.order_id).
     */
    post: operations['completeOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/orders/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel an order
     * @description An open order (409 order_not_open) with no payment left unrefunded (409 order_has_payments: refund them first). Stock does not move.
     */
    post: operations['cancelOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/orders/{id}/payments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Take a payment
     * @description On an open order (409 order_not_open); amount at most balance_due (409 payment_exceeds_balance). The order's paid_total, tip_total, payment_status and version move in the same transaction. Retry with the same Idempotency-Key to never pay twice.
     */
    post: operations['paymentsOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/payments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List payments (cursor pagination, incremental sync)
     * @description order_id cannot be used with sync_token, which returns every change.
     */
    get: operations['listPayments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/payments/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One payment */
    get: operations['getPayment'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/refunds': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List refunds (cursor pagination, incremental sync)
     * @description Filters (order_id, a business_date range, inclusive) combine; they cannot be used with sync_token. Refunds are never deleted: a sync returns new refunds.
     */
    get: operations['listRefunds'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/refunds/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One refund */
    get: operations['getRefund'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/orders/{id}/refunds': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Refund part of a completed order
     * @description By `lines` of a completed order (each with its exact share of the line's discounts and taxes) or by `amount` (also money paid on an open order). 409 with the rule as `code` and the order's `allowed_actions`: never more than paid minus refunded (`refund_exceeds_paid`), never more of a line than sold minus refunded (`refund_exceeds_line`), never more than the named payment's amount minus what was refunded of it (`refund_exceeds_payment`), no lines of an order not completed and nothing of a canceled one (`order_not_completed`). Line refunds put the quantities back into stock unless `restock` is false (product.stock_updated, stock.reason `refund`). The order's refunded_total, payment_status, lines and version change with it. Retried safely with an Idempotency-Key.
     */
    post: operations['refundOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/api-keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the branch's API keys
     * @description Never a secret. `include_inactive=true` adds deactivated keys.
     */
    get: operations['listApiKeys'];
    put?: never;
    /**
     * Create an API key
     * @description For the calling key's company and branch only, with permissions it holds itself; when the calling key is limited to some addresses or expires, the new key is limited to those addresses and expires no later (403 insufficient_scope otherwise). `secret_key` is in this response only.
     */
    post: operations['createApiKey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/api-keys/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Show an API key */
    get: operations['getApiKey'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change an API key's name, description, allowed IP addresses or expiry
     * @description Fields left out keep their value; permissions stay as created. The result must stay within the calling key (a key cannot widen its own allowed addresses or extend its own expiry). No If-Match: API keys have no version.
     */
    patch: operations['updateApiKey'];
    trace?: never;
  };
  '/api/v1/api-keys/{id}/usage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An API key's usage statistics */
    get: operations['getApiKeyUsage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/api-keys/{id}/regenerate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Regenerate an API key's secret
     * @description The old secret stops working at once; `secret_key` is in this response only. Any key may regenerate itself without this permission: POST /me/regenerate.
     */
    post: operations['regenerateApiKey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/api-keys/{id}/activate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Activate an API key
     * @description The key authenticates again (unless expired).
     */
    post: operations['activateApiKey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/api-keys/{id}/deactivate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Deactivate an API key
     * @description The key is refused (401 invalid_api_key) from the next request on; a key may deactivate itself.
     */
    post: operations['deactivateApiKey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me/regenerate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Regenerate the calling key's own secret
     * @description Any active key, on itself only. The old secret stops working at once (send the next request with the new one); `secret_key` is in this response only.
     */
    post: operations['regenerateOwnKey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the branch's webhooks */
    get: operations['listWebhooks'];
    put?: never;
    /**
     * Register a webhook
     * @description The rules of the console: the URL policy, at most 20 webhooks per branch (409 limit_reached), known events, plain http:// only with allow_http_local. `signing_secret` is in this response only.
     */
    post: operations['createWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Show a webhook */
    get: operations['getWebhook'];
    put?: never;
    post?: never;
    /**
     * Delete a webhook
     * @description With its pending deliveries and its history.
     */
    delete: operations['deleteWebhook'];
    options?: never;
    head?: never;
    /**
     * Change a webhook
     * @description Fields left out keep their value; a blank or absent `secret` keeps the signing secret (a typed one replaces it at once, ending any overlap). No If-Match: webhooks have no version.
     */
    patch: operations['updateWebhook'];
    trace?: never;
  };
  '/api/v1/webhooks/{id}/activate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Activate a webhook
     * @description Pending retries resume; events missed while inactive are listed in `missed` (the console can replay them).
     */
    post: operations['activateWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/{id}/deactivate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Deactivate a webhook
     * @description No new deliveries until activated again; pending retries are kept.
     */
    post: operations['deactivateWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/{id}/rotate-secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Rotate the signing secret
     * @description A new generated secret signs from now on; the current one keeps signing next to it for `overlap` (default 24h). `signing_secret` is in this response only.
     */
    post: operations['rotateWebhookSecret'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Delivery history
     * @description The last attempts, newest first, with their requests and responses (the last 100 are kept).
     */
    get: operations['listWebhookDeliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/{id}/redeliver': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send an event again
     * @description The same event id in a new delivery with its own retries. The event must still be kept (30 days) and be the branch's; a ping can be redelivered while its history row is kept.
     */
    post: operations['redeliverWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/{id}/ping': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a signed test event
     * @description A `ping` with empty data, signed like every delivery, sent even while the webhook is inactive; the result appears in the delivery history.
     */
    post: operations['pingWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The branch's settings
     * @description The order-page options, and the security settings (read-only here). The ETag is the version.
     */
    get: operations['getSettings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change the branch's order-page, loyalty, business-day and export options
     * @description Fields left out keep their value; all change or none. If-Match with the version you read (412 precondition_failed when stale). The security settings (port, LAN access, allow_http_local, trusted CAs, rate_limit_per_minute, TLS) stay in the console and the CLI: a PATCH naming one is 403 forbidden.
     */
    patch: operations['updateSettings'];
    trace?: never;
  };
  '/api/v1/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the branch's staff accounts
     * @description Managers, Cashiers and Staff whose access is limited to the key's branch; Admins, Super Admins and users of other or of every branch are not shown.
     */
    get: operations['listUsers'];
    put?: never;
    /**
     * Create a staff account
     * @description A Manager, Cashier or Staff of the key's branch. No password: `setup_code` (in this response only, valid 72 hours) lets the user choose one at the console's sign-in screen.
     */
    post: operations['createUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Show a staff account */
    get: operations['getUser'];
    put?: never;
    post?: never;
    /**
     * Delete a staff account
     * @description Soft: the account stays for the audit trail but cannot sign in and is no longer listed; a console session of the user ends at its next action.
     */
    delete: operations['deleteUser'];
    options?: never;
    head?: never;
    /**
     * Change a staff account's display name or status
     * @description Fields left out keep their value. The role and branch access have their own permissions (PUT …/role, PUT …/branches).
     */
    patch: operations['updateUser'];
    trace?: never;
  };
  '/api/v1/users/{id}/role': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change a staff account's role
     * @description Among Manager, Cashier and Staff only.
     */
    put: operations['setUserRole'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/{id}/branches': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Set a staff account's branch access
     * @description Within the key's branch only: branch_ids must be exactly [the key's branch].
     */
    put: operations['setUserBranches'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/exports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The branch's exports, newest first
     * @description Exports requested through the API and files made by scheduled reports, with their status; kept files can be downloaded until `expires_at`.
     */
    get: operations['listExports'];
    put?: never;
    /**
     * Request an export file
     * @description Queues a file of the branch’s rows and answers at once (202). Poll GET /exports/{id} until `status` is done, then download /exports/{id}/file and compare its SHA-256 with `sha256`. Money columns come twice: a decimal string in the currency’s precision (`total`) and the integer minor units (`total_minor`). At most 10 exports of a branch wait or run at once (409 conflict).
     */
    post: operations['createExport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/exports/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Show an export */
    get: operations['getExport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/exports/{id}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download an export's file
     * @description The file as written (CSV or JSON Lines). Supports one byte range (`Range: bytes=…`, 206 with Content-Range; `If-Range` with the ETag) to resume a download. 409 export_not_ready while queued or running (or failed), 410 export_expired once removed, 416 range_not_satisfiable.
     */
    get: operations['getExportFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/scheduled-reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The branch's scheduled reports */
    get: operations['listScheduledReports'];
    put?: never;
    /**
     * Schedule a report or an export
     * @description At most 50 per branch (409 conflict). A run missed while the service was not running happens once at its next start; a period never runs twice.
     */
    post: operations['createScheduledReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/scheduled-reports/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Show a scheduled report */
    get: operations['getScheduledReport'];
    put?: never;
    post?: never;
    /**
     * Delete a scheduled report
     * @description Its files stay until their retention ends (GET /exports).
     */
    delete: operations['deleteScheduledReport'];
    options?: never;
    head?: never;
    /**
     * Change a scheduled report
     * @description Fields left out keep their value. Runs already made keep their files.
     */
    patch: operations['updateScheduledReport'];
    trace?: never;
  };
  '/api/v1/scheduled-reports/{id}/runs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A scheduled report's runs, newest first
     * @description Each run with its status and its file (download with reports:export).
     */
    get: operations['getScheduledReportRuns'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface webhooks {
  'product.created': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A product is added
     * @description POSTed to every active webhook subscribed to this event, signed with its secret (docs/webhooks.md). Retried on failure; `sequence` increases by one per event in the branch.
     */
    post: operations['onProductCreated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'product.updated': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Product details change
     * @description POSTed to every active webhook subscribed to this event, signed with its secret (docs/webhooks.md). Retried on failure; `sequence` increases by one per event in the branch.
     */
    post: operations['onProductUpdated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'product.deleted': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A product is removed (its last state, deleted_at set)
     * @description POSTed to every active webhook subscribed to this event, signed with its secret (docs/webhooks.md). Retried on failure; `sequence` increases by one per event in the branch.
     */
    post: operations['onProductDeleted'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'product.stock_updated': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Stock levels change
     * @description POSTed to every active webhook subscribed to this event, signed with its secret (docs/webhooks.md). Retried on failure; `sequence` increases by one per event in the branch.
     */
    post: operations['onProductStockUpdated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'category.created': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A category is added
     * @description POSTed to every active webhook subscribed to this event, signed with its secret (docs/webhooks.md). Retried on failure; `sequence` increases by one per event in the branch.
     */
    post: operations['onCategoryCreated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'category.updated': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Category details change
     * @description POSTed to every active webhook subscribed to this event, signed with its secret (docs/webhooks.md). Retried on failure; `sequence` increases by one per event in the branch.
     */
    post: operations['onCategoryUpdated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'category.deleted': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A category is removed (its last state, deleted_at set)
     * @description POSTed to every active webhook subscribed to this event, signed with its secret (docs/webhooks.md). Retried on failure; `sequence` increases by one per event in the branch.
     */
    post: operations['onCategoryDeleted'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface components {
  schemas: {
    /** @description RFC 9457 problem details */
    Problem: {
      type: string;
      title: string;
      status: number;
      detail: string;
      /** @example invalid_api_key */
      code: string;
      request_id: string;
      required_scope?: string;
      /** @description With some 429 answers: the seconds to wait, as the Retry-After header gives */
      retry_after?: number;
      /** @description The first 50 field errors of validation_failed */
      errors?: {
        path?: string;
        message?: string;
      }[];
      /** @description How many more field errors there were than `errors` lists */
      errors_omitted?: number;
    };
    Product: {
      /** @example prd_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
      id: string;
      /** @example ESP-001 */
      sku: string;
      /** @example Espresso */
      name: string;
      description: string | null;
      category_id: string | null;
      price: {
        /**
         * @description Minor units (cents)
         * @example 250
         */
        amount: number;
        /** @example EUR */
        currency: string;
      };
      /** @example 4006381333931 */
      barcode: string | null;
      track_stock: boolean;
      stock_quantity: number;
      active: boolean;
      tax_rate_ids: string[];
      /** @description Increments on every change */
      version: number;
      /**
       * Format: date-time
       * @example 2026-11-21T10:00:00.000Z
       */
      created_at: string;
      /**
       * Format: date-time
       * @example 2026-11-21T10:00:00.000Z
       */
      updated_at: string;
      /** Format: date-time */
      deleted_at: string | null;
    };
    /**
     * @example {
     *       "sku": "ESP-001",
     *       "name": "Espresso",
     *       "price": {
     *         "amount": 250,
     *         "currency": "EUR"
     *       },
     *       "track_stock": true,
     *       "stock_quantity": 40
     *     }
     */
    ProductCreate: {
      /**
       * @description Unique among the live products of the branch. One line: no control characters (tab and newline included), no bidi overrides and no invisible format characters (a zero-width joiner only between emoji)
       * @example ESP-001
       */
      sku: string;
      /**
       * @description One line: no control characters (tab and newline included), no bidi overrides and no invisible format characters (a zero-width joiner only between emoji)
       * @example Espresso
       */
      name: string;
      /** @description Line breaks (\n) and tabs allowed; no other control character or bidi override */
      description?: string | null;
      /**
       * @description A live category of the branch, or null
       * @example cat_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
       */
      category_id?: string | null;
      price: {
        /**
         * @description Minor units (cents)
         * @example 250
         */
        amount: number;
        /**
         * @description ISO 4217; default: the branch currency
         * @example EUR
         */
        currency?: string;
      };
      /**
       * @description One line: no control characters (tab and newline included), no bidi overrides and no invisible format characters (a zero-width joiner only between emoji)
       * @example 4006381333931
       */
      barcode?: string | null;
      track_stock?: boolean;
      /** @description Initial stock (default 0) */
      stock_quantity?: number;
      active?: boolean;
      /**
       * @description Live tax rates of the branch: an order line of the product takes them unless it names its own. Default []
       * @example [
       *       "tax_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC"
       *     ]
       */
      tax_rate_ids?: string[];
    };
    /**
     * @description Any subset of the fields. Sending `price` also needs products:manage_pricing. Stock changes go through POST /products/{id}/stock. A PATCH that changes nothing returns the product unchanged (no new version, no event).
     * @example {
     *       "name": "Double espresso",
     *       "price": {
     *         "amount": 320
     *       }
     *     }
     */
    ProductUpdate: {
      /**
       * @description Unique among the live products of the branch. One line: no control characters (tab and newline included), no bidi overrides and no invisible format characters (a zero-width joiner only between emoji)
       * @example ESP-001
       */
      sku?: string;
      /**
       * @description One line: no control characters (tab and newline included), no bidi overrides and no invisible format characters (a zero-width joiner only between emoji)
       * @example Espresso
       */
      name?: string;
      /** @description Line breaks (\n) and tabs allowed; no other control character or bidi override */
      description?: string | null;
      /**
       * @description A live category of the branch, or null
       * @example cat_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
       */
      category_id?: string | null;
      price?: {
        /**
         * @description Minor units (cents)
         * @example 250
         */
        amount: number;
        /**
         * @description ISO 4217; default: the branch currency
         * @example EUR
         */
        currency?: string;
      };
      /**
       * @description One line: no control characters (tab and newline included), no bidi overrides and no invisible format characters (a zero-width joiner only between emoji)
       * @example 4006381333931
       */
      barcode?: string | null;
      track_stock?: boolean;
      active?: boolean;
      /**
       * @description Live tax rates of the branch: an order line of the product takes them unless it names its own. Default []
       * @example [
       *       "tax_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC"
       *     ]
       */
      tax_rate_ids?: string[];
    };
    Category: {
      /** @example cat_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
      id: string;
      /** @example Hot drinks */
      name: string;
      parent_id: string | null;
      sort_order: number;
      /** @description Increments on every change */
      version: number;
      /**
       * Format: date-time
       * @example 2026-11-21T10:00:00.000Z
       */
      created_at: string;
      /**
       * Format: date-time
       * @example 2026-11-21T10:00:00.000Z
       */
      updated_at: string;
      /** Format: date-time */
      deleted_at: string | null;
    };
    /**
     * @example {
     *       "name": "Hot drinks",
     *       "sort_order": 10
     *     }
     */
    CategoryCreate: {
      /**
       * @description One line: no control characters (tab and newline included), no bidi overrides and no invisible format characters (a zero-width joiner only between emoji)
       * @example Hot drinks
       */
      name: string;
      /**
       * @description Needs categories:manage_hierarchy when not null
       * @example cat_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
       */
      parent_id?: string | null;
      sort_order?: number;
    };
    /**
     * @description Any subset. Sending `parent_id` needs categories:manage_hierarchy; a move that would make a cycle is rejected.
     * @example {
     *       "name": "Coffee",
     *       "parent_id": "cat_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC"
     *     }
     */
    CategoryUpdate: {
      /**
       * @description One line: no control characters (tab and newline included), no bidi overrides and no invisible format characters (a zero-width joiner only between emoji)
       * @example Hot drinks
       */
      name?: string;
      /**
       * @description Needs categories:manage_hierarchy when not null
       * @example cat_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
       */
      parent_id?: string | null;
      sort_order?: number;
    };
    TaxRate: {
      /** @example tax_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
      id: string;
      /** @example VAT 20% */
      name: string;
      /** @example 2000 */
      rate_bps: number;
      /** @enum {string} */
      mode: 'inclusive' | 'exclusive';
      /** @description Increments on every change */
      version: number;
      /**
       * Format: date-time
       * @example 2026-11-21T10:00:00.000Z
       */
      created_at: string;
      /**
       * Format: date-time
       * @example 2026-11-21T10:00:00.000Z
       */
      updated_at: string;
      /** Format: date-time */
      deleted_at: string | null;
    };
    /**
     * @example {
     *       "name": "VAT 20%",
     *       "rate_bps": 2000,
     *       "mode": "inclusive"
     *     }
     */
    TaxRateCreate: {
      /**
       * @description One line: no control characters (tab and newline included), no bidi overrides and no invisible format characters (a zero-width joiner only between emoji)
       * @example VAT 20%
       */
      name: string;
      /**
       * @description Basis points: 2000 is 20%
       * @example 2000
       */
      rate_bps: number;
      /**
       * @description inclusive: prices already contain the tax (it is extracted); exclusive: the tax is added
       * @enum {string}
       */
      mode: 'inclusive' | 'exclusive';
    };
    /**
     * @description Any subset. Orders keep the rate they were priced with: a change applies to later orders.
     * @example {
     *       "rate_bps": 2100
     *     }
     */
    TaxRateUpdate: {
      /**
       * @description One line: no control characters (tab and newline included), no bidi overrides and no invisible format characters (a zero-width joiner only between emoji)
       * @example VAT 20%
       */
      name?: string;
      /**
       * @description Basis points: 2000 is 20%
       * @example 2000
       */
      rate_bps?: number;
      /**
       * @description inclusive: prices already contain the tax (it is extracted); exclusive: the tax is added
       * @enum {string}
       */
      mode?: 'inclusive' | 'exclusive';
    };
    Customer: {
      /** @example cus_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
      id: string;
      /** @example Ann Lee */
      name: string;
      /** @example ann@example.com */
      email: string | null;
      /** @example +441632960961 */
      phone: string | null;
      /** @example C-1042 */
      code: string | null;
      note: string | null;
      /** @description Increments on every change */
      version: number;
      /**
       * Format: date-time
       * @example 2026-11-21T10:00:00.000Z
       */
      created_at: string;
      /**
       * Format: date-time
       * @example 2026-11-21T10:00:00.000Z
       */
      updated_at: string;
      /** Format: date-time */
      deleted_at: string | null;
    };
    /**
     * @example {
     *       "name": "Ann Lee",
     *       "email": "ann@example.com",
     *       "phone": "+441632960961",
     *       "code": "C-1042"
     *     }
     */
    CustomerCreate: {
      /**
       * @description One line: no control characters (tab and newline included), no bidi overrides and no invisible format characters (a zero-width joiner only between emoji)
       * @example Ann Lee
       */
      name: string;
      /**
       * @description Stored in lower case; unique among the branch’s customers
       * @example ann@example.com
       */
      email?: string | null;
      /**
       * @description E.164 ("+", country code, number; digits only); unique among the branch’s customers
       * @example +441632960961
       */
      phone?: string | null;
      /**
       * @description Your own reference (a loyalty card number, an ERP account). One line: no control characters (tab and newline included), no bidi overrides and no invisible format characters (a zero-width joiner only between emoji)
       * @example C-1042
       */
      code?: string | null;
      /** @description Line breaks (\n) and tabs allowed; no other control character or bidi override */
      note?: string | null;
    };
    /**
     * @example {
     *       "lines": [
     *         {
     *           "product_id": "prd_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC",
     *           "quantity": 2
     *         },
     *         {
     *           "name": "Cheese (kg)",
     *           "unit_price": {
     *             "amount": 1299
     *           },
     *           "quantity": 1.235,
     *           "tax_rate_ids": [
     *             "tax_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC"
     *           ]
     *         }
     *       ],
     *       "discount": {
     *         "percent": 5
     *       }
     *     }
     */
    OrderCalculate: {
      lines: {
        /** @example prd_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
        product_id?: string;
        name?: string;
        unit_price?: {
          /**
           * @description Minor units (cents)
           * @example 250
           */
          amount: number;
          /** @description ISO 4217; default and only accepted value: the branch currency */
          currency?: string;
        };
        /**
         * @description Up to 3 decimals (weighed goods)
         * @example 2
         */
        quantity: number;
        modifiers?: {
          name: string;
          unit_price: {
            /**
             * @description Minor units (cents)
             * @example 250
             */
            amount: number;
            /** @description ISO 4217; default and only accepted value: the branch currency */
            currency?: string;
          };
        }[];
        /** @description An amount, or a percent (0–100, at most 2 decimals) of what it applies to */
        discount?:
          | {
              amount: {
                /**
                 * @description Minor units (cents)
                 * @example 250
                 */
                amount: number;
                /** @description ISO 4217; default and only accepted value: the branch currency */
                currency?: string;
              };
            }
          | {
              /** @example 10 */
              percent: number;
            };
        /** @description Replaces the product's default rates; [] means untaxed */
        tax_rate_ids?: string[];
      }[];
      /** @description An amount, or a percent (0–100, at most 2 decimals) of what it applies to */
      discount?:
        | {
            amount: {
              /**
               * @description Minor units (cents)
               * @example 250
               */
              amount: number;
              /** @description ISO 4217; default and only accepted value: the branch currency */
              currency?: string;
            };
          }
        | {
            /** @example 10 */
            percent: number;
          };
    };
    /** @description Every figure of an order; docs/api.md "Money and taxes" has the rules */
    OrderFigures: {
      currency: string;
      discount:
        | {
            amount: {
              amount: number;
              currency: string;
            };
          }
        | {
            percent: number;
          }
        | null;
      lines: {
        product_id: string | null;
        sku: string | null;
        name: string;
        quantity: number;
        unit_price: {
          amount: number;
          currency: string;
        };
        modifiers: {
          name: string;
          unit_price: {
            amount: number;
            currency: string;
          };
        }[];
        discount:
          | {
              amount: {
                amount: number;
                currency: string;
              };
            }
          | {
              percent: number;
            }
          | null;
        tax_rate_ids: string[];
        subtotal: {
          amount: number;
          currency: string;
        };
        order_discount_share: {
          amount: number;
          currency: string;
        };
        discount_total: {
          amount: number;
          currency: string;
        };
        taxes: {
          tax_rate_id: string;
          name: string;
          rate_bps: number;
          /** @enum {string} */
          mode: 'inclusive' | 'exclusive';
          amount: {
            amount: number;
            currency: string;
          };
        }[];
        tax_total: {
          amount: number;
          currency: string;
        };
        total: {
          amount: number;
          currency: string;
        };
      }[];
      subtotal: {
        amount: number;
        currency: string;
      };
      discount_total: {
        amount: number;
        currency: string;
      };
      tax_total: {
        amount: number;
        currency: string;
      };
      taxes: {
        tax_rate_id: string;
        name: string;
        rate_bps: number;
        /** @enum {string} */
        mode: 'inclusive' | 'exclusive';
        amount: {
          amount: number;
          currency: string;
        };
      }[];
      total: {
        amount: number;
        currency: string;
      };
      paid_total: {
        amount: number;
        currency: string;
      };
      refunded_total: {
        amount: number;
        currency: string;
      };
      balance_due: {
        amount: number;
        currency: string;
      };
    };
    /**
     * @example {
     *       "id": "ord_01M84XMJ0QYXWFG6EPAS9STSG1",
     *       "number": 1,
     *       "status": "open",
     *       "payment_status": "unpaid",
     *       "source": "pos",
     *       "customer_id": null,
     *       "table_id": null,
     *       "note": null,
     *       "currency": "EUR",
     *       "discount": {
     *         "percent": 10
     *       },
     *       "lines": [
     *         {
     *           "id": "oli_01M84XMJ0KFYVR3D4R5E02BBJ6",
     *           "product_id": "prd_01M84XMHYMKGCBJRZN342W54BX",
     *           "sku": "ESP-001",
     *           "name": "Espresso",
     *           "quantity": 2,
     *           "unit_price": {
     *             "amount": 250,
     *             "currency": "EUR"
     *           },
     *           "modifiers": [],
     *           "discount": null,
     *           "tax_rate_ids": [
     *             "tax_01M84XMHSJFKM9YZHT7RBTDSHP"
     *           ],
     *           "subtotal": {
     *             "amount": 500,
     *             "currency": "EUR"
     *           },
     *           "order_discount_share": {
     *             "amount": 50,
     *             "currency": "EUR"
     *           },
     *           "discount_total": {
     *             "amount": 50,
     *             "currency": "EUR"
     *           },
     *           "taxes": [
     *             {
     *               "tax_rate_id": "tax_01M84XMHSJFKM9YZHT7RBTDSHP",
     *               "name": "VAT 10%",
     *               "rate_bps": 1000,
     *               "mode": "inclusive",
     *               "amount": {
     *                 "amount": 41,
     *                 "currency": "EUR"
     *               }
     *             }
     *           ],
     *           "tax_total": {
     *             "amount": 41,
     *             "currency": "EUR"
     *           },
     *           "total": {
     *             "amount": 450,
     *             "currency": "EUR"
     *           },
     *           "refunded_quantity": 0
     *         },
     *         {
     *           "id": "oli_01M84XMJ0KFYVR3D4R5E02BBJ7",
     *           "product_id": null,
     *           "sku": null,
     *           "name": "Croissant",
     *           "quantity": 1,
     *           "unit_price": {
     *             "amount": 180,
     *             "currency": "EUR"
     *           },
     *           "modifiers": [],
     *           "discount": null,
     *           "tax_rate_ids": [
     *             "tax_01M84XMHSJFKM9YZHT7RBTDSHP"
     *           ],
     *           "subtotal": {
     *             "amount": 180,
     *             "currency": "EUR"
     *           },
     *           "order_discount_share": {
     *             "amount": 18,
     *             "currency": "EUR"
     *           },
     *           "discount_total": {
     *             "amount": 18,
     *             "currency": "EUR"
     *           },
     *           "taxes": [
     *             {
     *               "tax_rate_id": "tax_01M84XMHSJFKM9YZHT7RBTDSHP",
     *               "name": "VAT 10%",
     *               "rate_bps": 1000,
     *               "mode": "inclusive",
     *               "amount": {
     *                 "amount": 15,
     *                 "currency": "EUR"
     *               }
     *             }
     *           ],
     *           "tax_total": {
     *             "amount": 15,
     *             "currency": "EUR"
     *           },
     *           "total": {
     *             "amount": 162,
     *             "currency": "EUR"
     *           },
     *           "refunded_quantity": 0
     *         }
     *       ],
     *       "subtotal": {
     *         "amount": 680,
     *         "currency": "EUR"
     *       },
     *       "discount_total": {
     *         "amount": 68,
     *         "currency": "EUR"
     *       },
     *       "tax_total": {
     *         "amount": 56,
     *         "currency": "EUR"
     *       },
     *       "taxes": [
     *         {
     *           "tax_rate_id": "tax_01M84XMHSJFKM9YZHT7RBTDSHP",
     *           "name": "VAT 10%",
     *           "rate_bps": 1000,
     *           "mode": "inclusive",
     *           "amount": {
     *             "amount": 56,
     *             "currency": "EUR"
     *           }
     *         }
     *       ],
     *       "total": {
     *         "amount": 612,
     *         "currency": "EUR"
     *       },
     *       "paid_total": {
     *         "amount": 0,
     *         "currency": "EUR"
     *       },
     *       "refunded_total": {
     *         "amount": 0,
     *         "currency": "EUR"
     *       },
     *       "balance_due": {
     *         "amount": 612,
     *         "currency": "EUR"
     *       },
     *       "tip_total": {
     *         "amount": 0,
     *         "currency": "EUR"
     *       },
     *       "allowed_actions": [
     *         "update",
     *         "cancel",
     *         "delete",
     *         "pay"
     *       ],
     *       "ordered_at": "2026-11-21T09:41:00.000Z",
     *       "business_date": "2026-11-21",
     *       "completed_at": null,
     *       "canceled_at": null,
     *       "version": 1,
     *       "created_at": "2026-11-21T09:41:02.971Z",
     *       "updated_at": "2026-11-21T09:41:02.971Z",
     *       "deleted_at": null
     *     }
     */
    Order: {
      /** @example ord_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
      id: string;
      /** @description Per branch, 1, 2, 3… in creation order: for people (receipts, screens) */
      number: number;
      /** @enum {string} */
      status: 'open' | 'completed' | 'canceled';
      /** @enum {string} */
      payment_status: 'unpaid' | 'partially_paid' | 'paid' | 'partially_refunded' | 'refunded';
      source: string;
      customer_id: string | null;
      table_id: string | null;
      note: string | null;
      currency: string;
      discount:
        | {
            amount: {
              amount: number;
              currency: string;
            };
          }
        | {
            percent: number;
          }
        | null;
      lines: {
        /** @example oli_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
        id: string;
        product_id: string | null;
        sku: string | null;
        name: string;
        quantity: number;
        unit_price: {
          amount: number;
          currency: string;
        };
        modifiers: {
          name: string;
          unit_price: {
            amount: number;
            currency: string;
          };
        }[];
        discount:
          | {
              amount: {
                amount: number;
                currency: string;
              };
            }
          | {
              percent: number;
            }
          | null;
        tax_rate_ids: string[];
        subtotal: {
          amount: number;
          currency: string;
        };
        order_discount_share: {
          amount: number;
          currency: string;
        };
        discount_total: {
          amount: number;
          currency: string;
        };
        taxes: {
          tax_rate_id: string;
          name: string;
          rate_bps: number;
          /** @enum {string} */
          mode: 'inclusive' | 'exclusive';
          amount: {
            amount: number;
            currency: string;
          };
        }[];
        tax_total: {
          amount: number;
          currency: string;
        };
        total: {
          amount: number;
          currency: string;
        };
        /** @description How much of the quantity was refunded */
        refunded_quantity: number;
      }[];
      subtotal: {
        amount: number;
        currency: string;
      };
      discount_total: {
        amount: number;
        currency: string;
      };
      tax_total: {
        amount: number;
        currency: string;
      };
      taxes: {
        tax_rate_id: string;
        name: string;
        rate_bps: number;
        /** @enum {string} */
        mode: 'inclusive' | 'exclusive';
        amount: {
          amount: number;
          currency: string;
        };
      }[];
      total: {
        amount: number;
        currency: string;
      };
      paid_total: {
        amount: number;
        currency: string;
      };
      refunded_total: {
        amount: number;
        currency: string;
      };
      /** @description total − paid_total */
      balance_due: {
        amount: number;
        currency: string;
      };
      /** @description The payments’ tips (not part of total) */
      tip_total: {
        amount: number;
        currency: string;
      };
      /** @description What the order allows now; any other move is a 409 naming its rule */
      allowed_actions: ('update' | 'complete' | 'cancel' | 'delete' | 'pay' | 'refund')[];
      /**
       * Format: date-time
       * @description When the device took the order
       * @example 2026-11-21T10:00:00.000Z
       */
      ordered_at: string;
      /**
       * Format: date
       * @description The branch-local day of ordered_at, the day before when before the branch's closeout_hour
       * @example 2026-11-21
       */
      business_date: string;
      /** Format: date-time */
      completed_at: string | null;
      /** Format: date-time */
      canceled_at: string | null;
      /** @description Increments on every change */
      version: number;
      /**
       * Format: date-time
       * @example 2026-11-21T10:00:00.000Z
       */
      created_at: string;
      /**
       * Format: date-time
       * @example 2026-11-21T10:00:00.000Z
       */
      updated_at: string;
      /** Format: date-time */
      deleted_at: string | null;
    };
    /**
     * @example {
     *       "lines": [
     *         {
     *           "product_id": "prd_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC",
     *           "quantity": 2
     *         },
     *         {
     *           "name": "Cake",
     *           "unit_price": {
     *             "amount": 450
     *           },
     *           "quantity": 1
     *         }
     *       ],
     *       "discount": {
     *         "percent": 10
     *       },
     *       "source": "pos",
     *       "note": "Table by the window"
     *     }
     */
    OrderCreate: {
      /** @description Priced as POST /orders/calculate prices them. A product that tracks stock is sold in whole units */
      lines: {
        /** @example prd_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
        product_id?: string;
        name?: string;
        unit_price?: {
          /**
           * @description Minor units (cents)
           * @example 250
           */
          amount: number;
          /** @description ISO 4217; default and only accepted value: the branch currency */
          currency?: string;
        };
        /**
         * @description Up to 3 decimals (weighed goods)
         * @example 2
         */
        quantity: number;
        modifiers?: {
          name: string;
          unit_price: {
            /**
             * @description Minor units (cents)
             * @example 250
             */
            amount: number;
            /** @description ISO 4217; default and only accepted value: the branch currency */
            currency?: string;
          };
        }[];
        /** @description An amount, or a percent (0–100, at most 2 decimals) of what it applies to */
        discount?:
          | {
              amount: {
                /**
                 * @description Minor units (cents)
                 * @example 250
                 */
                amount: number;
                /** @description ISO 4217; default and only accepted value: the branch currency */
                currency?: string;
              };
            }
          | {
              /** @example 10 */
              percent: number;
            };
        /** @description Replaces the product's default rates; [] means untaxed */
        tax_rate_ids?: string[];
      }[];
      /** @description An amount, or a percent (0–100, at most 2 decimals) of what it applies to */
      discount?:
        | {
            amount: {
              /**
               * @description Minor units (cents)
               * @example 250
               */
              amount: number;
              /** @description ISO 4217; default and only accepted value: the branch currency */
              currency?: string;
            };
          }
        | {
            /** @example 10 */
            percent: number;
          };
      /**
       * @description Where the order came from: api, pos, online, kiosk or your own word (default api)
       * @example pos
       */
      source?: string;
      /** @description A live customer of the branch, or null */
      customer_id?: string | null;
      /** @description Restaurant companies only: a live table of the branch (the order occupies it while open), or null */
      table_id?: string | null;
      /**
       * @description Free text; null or "" clears it. The only field a closed order still takes
       * @example No sugar
       */
      note?: string | null;
      /**
       * Format: date-time
       * @description When the device took the order (default: when it is received); its branch-local day is the order's business_date
       * @example 2026-11-21T10:00:00.000Z
       */
      ordered_at?: string;
    };
    /**
     * @description Any subset, while the order is open (409 order_not_open after; `note` always). `lines` replaces every line (new line ids), priced with the products and rates as they are now; `discount` alone re-prices the lines as they were priced. Neither once the order has a payment (409 order_has_payments).
     * @example {
     *       "note": "Extra napkins"
     *     }
     * @example {
     *       "discount": {
     *         "amount": {
     *           "amount": 100
     *         }
     *       }
     *     }
     */
    OrderUpdate: {
      /** @description Priced as POST /orders/calculate prices them. A product that tracks stock is sold in whole units */
      lines?: {
        /** @example prd_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
        product_id?: string;
        name?: string;
        unit_price?: {
          /**
           * @description Minor units (cents)
           * @example 250
           */
          amount: number;
          /** @description ISO 4217; default and only accepted value: the branch currency */
          currency?: string;
        };
        /**
         * @description Up to 3 decimals (weighed goods)
         * @example 2
         */
        quantity: number;
        modifiers?: {
          name: string;
          unit_price: {
            /**
             * @description Minor units (cents)
             * @example 250
             */
            amount: number;
            /** @description ISO 4217; default and only accepted value: the branch currency */
            currency?: string;
          };
        }[];
        /** @description An amount, or a percent (0–100, at most 2 decimals) of what it applies to */
        discount?:
          | {
              amount: {
                /**
                 * @description Minor units (cents)
                 * @example 250
                 */
                amount: number;
                /** @description ISO 4217; default and only accepted value: the branch currency */
                currency?: string;
              };
            }
          | {
              /** @example 10 */
              percent: number;
            };
        /** @description Replaces the product's default rates; [] means untaxed */
        tax_rate_ids?: string[];
      }[];
      discount?:
        | (
            | {
                amount: {
                  /**
                   * @description Minor units (cents)
                   * @example 250
                   */
                  amount: number;
                  /** @description ISO 4217; default and only accepted value: the branch currency */
                  currency?: string;
                };
              }
            | {
                /** @example 10 */
                percent: number;
              }
          )
        | null;
      /**
       * @description Where the order came from: api, pos, online, kiosk or your own word (default api)
       * @example pos
       */
      source?: string;
      /** @description A live customer of the branch, or null */
      customer_id?: string | null;
      /** @description Restaurant companies only: a live table of the branch (the order occupies it while open), or null */
      table_id?: string | null;
      /**
       * @description Free text; null or "" clears it. The only field a closed order still takes
       * @example No sugar
       */
      note?: string | null;
    };
    /**
     * @example {
     *       "id": "pay_01M84XMJ4DN87JSPMWHEEA25DW",
     *       "order_id": "ord_01M84XMJ0QYXWFG6EPAS9STSG1",
     *       "method": "cash",
     *       "amount": {
     *         "amount": 612,
     *         "currency": "EUR"
     *       },
     *       "tip": {
     *         "amount": 0,
     *         "currency": "EUR"
     *       },
     *       "tendered": {
     *         "amount": 1000,
     *         "currency": "EUR"
     *       },
     *       "change": {
     *         "amount": 388,
     *         "currency": "EUR"
     *       },
     *       "refunded_amount": {
     *         "amount": 0,
     *         "currency": "EUR"
     *       },
     *       "reference": null,
     *       "business_date": "2026-11-21",
     *       "version": 1,
     *       "created_at": "2026-11-21T09:42:10.093Z",
     *       "updated_at": "2026-11-21T09:42:10.093Z",
     *       "deleted_at": null
     *     }
     */
    Payment: {
      /** @example pay_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
      id: string;
      /** @example ord_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
      order_id: string;
      /** @enum {string} */
      method: 'cash' | 'card' | 'voucher' | 'other';
      /** @description What goes to the order’s total */
      amount: {
        amount: number;
        currency: string;
      };
      /** @description On top of amount; not part of the order’s total */
      tip: {
        amount: number;
        currency: string;
      };
      /** @description Cash handed over (cash only) */
      tendered: {
        amount: number;
        currency: string;
      } | null;
      /** @description tendered − amount − tip (cash with tendered only) */
      change: {
        amount: number;
        currency: string;
      } | null;
      /** @description What refunds naming this payment gave back */
      refunded_amount: {
        amount: number;
        currency: string;
      };
      reference: string | null;
      /**
       * Format: date
       * @description The branch's business day when the payment was taken
       * @example 2026-11-21
       */
      business_date: string;
      /** @description Increments on every change */
      version: number;
      /**
       * Format: date-time
       * @example 2026-11-21T10:00:00.000Z
       */
      created_at: string;
      /**
       * Format: date-time
       * @example 2026-11-21T10:00:00.000Z
       */
      updated_at: string;
      /** Format: date-time */
      deleted_at: string | null;
    };
    /**
     * @description A payment on an open order. amount is at most the balance due (409 payment_exceeds_balance); for cash, tendered (at least amount + tip) gives the change.
     * @example {
     *       "method": "cash",
     *       "amount": {
     *         "amount": 1250
     *       },
     *       "tendered": {
     *         "amount": 2000
     *       }
     *     }
     * @example {
     *       "method": "card",
     *       "amount": {
     *         "amount": 1250
     *       },
     *       "tip": {
     *         "amount": 100
     *       },
     *       "reference": "TRM-4471"
     *     }
     */
    PaymentCreate: {
      /** @enum {string} */
      method: 'cash' | 'card' | 'voucher' | 'other';
      /** @description Above 0 and at most the order’s balance_due */
      amount: {
        /**
         * @description Minor units (cents)
         * @example 250
         */
        amount: number;
        /** @description ISO 4217; default and only accepted value: the branch currency */
        currency?: string;
      };
      /** @description Default 0; recorded in the order’s tip_total */
      tip?: {
        /**
         * @description Minor units (cents)
         * @example 250
         */
        amount: number;
        /** @description ISO 4217; default and only accepted value: the branch currency */
        currency?: string;
      };
      /** @description Cash only: what the customer handed over */
      tendered?: {
        /**
         * @description Minor units (cents)
         * @example 250
         */
        amount: number;
        /** @description ISO 4217; default and only accepted value: the branch currency */
        currency?: string;
      };
      /** @description Your reference (card terminal receipt, voucher code) */
      reference?: string | null;
    };
    /**
     * @description Exactly one of `set` (the new level) and `adjust` (a signed change). Stock never goes below 0.
     * @example {
     *       "adjust": -2,
     *       "reason": "Breakage"
     *     }
     * @example {
     *       "set": 40,
     *       "reason": "Stock count"
     *     }
     */
    StockChange: {
      set?: number;
      /** @description Not 0 */
      adjust?: number;
      /**
       * @description One line: no control characters (tab and newline included), no bidi overrides and no invisible format characters (a zero-width joiner only between emoji)
       * @example Delivery from supplier
       */
      reason?: string | null;
    } & (unknown | unknown);
    StockLevel: {
      /** @example prd_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
      product_id: string;
      /** @example ESP-001 */
      sku: string;
      /** @example 38 */
      quantity: number;
      /** @description The product version */
      version: number;
      /**
       * Format: date-time
       * @example 2026-11-21T10:00:00.000Z
       */
      updated_at: string;
      /**
       * Format: date-time
       * @description Syncs only: the product left the list (deleted, or no longer tracking stock); remove it from your copy
       */
      deleted_at: string | null;
    };
    /** @description An export file: queued, then running (progress 0..1), then done (row_count, bytes, sha256; download at /exports/{id}/file until expires_at) or failed (error). expired: the file was removed after the retention period. */
    Export: {
      /** @example exp_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
      id: string;
      /**
       * @description What the file holds: one of the exportable resources, or sales_summary / custom_report for a scheduled report
       * @example orders
       */
      resource: string;
      /** @enum {string} */
      format: 'csv' | 'jsonl';
      /**
       * Format: date
       * @description First business day
       */
      from: string | null;
      /**
       * Format: date
       * @description Last business day (inclusive)
       */
      to: string | null;
      filters: {
        [key: string]: unknown;
      };
      /** @enum {string} */
      status: 'queued' | 'running' | 'done' | 'failed' | 'expired';
      progress: number;
      row_count: number | null;
      bytes: number | null;
      /** @description Lowercase hex SHA-256 of the file: compare after downloading */
      sha256: string | null;
      error: {
        code: string;
        message: string;
      } | null;
      /** @description The scheduled report that made it (srp_…), or null */
      schedule_id: string | null;
      /** @example orders_2026-11-20_2026-11-20_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC.csv */
      file_name: string;
      /**
       * Format: date-time
       * @example 2026-11-21T10:00:00.000Z
       */
      created_at: string;
      /** Format: date-time */
      started_at: string | null;
      /** Format: date-time */
      finished_at: string | null;
      /**
       * Format: date-time
       * @description When the file will be removed
       */
      expires_at: string | null;
    };
    ExportCreate: {
      /** @enum {string} */
      resource: 'orders' | 'order_lines' | 'payments' | 'refunds' | 'products' | 'customers';
      /**
       * @default csv
       * @enum {string}
       */
      format: 'csv' | 'jsonl';
      /**
       * @description First business day (YYYY-MM-DD, after the closeout hour). Required for orders, order_lines, payments and refunds; not allowed for products and customers (exported as they are now)
       * @example 2026-11-20
       */
      from?: string | null;
      /**
       * @description Last business day, inclusive (at most 3660 days after from)
       * @example 2026-11-20
       */
      to?: string | null;
      /**
       * @description Per resource — orders: status, payment_status, source, customer_id; order_lines: order_status, product_id, category_id; payments: method; refunds: none; products: category_id, active, include_deleted; customers: include_deleted. Lists (status, payment_status, order_status, method) keep the rows whose value is in the list
       * @example {
       *       "status": [
       *         "completed"
       *       ]
       *     }
       */
      filters?: Record<string, never>;
    };
    /**
     * @example {
     *       "id": "ref_01M84XP2J8Q7T4V6W9XKD3B5RA",
     *       "order_id": "ord_01M84XMJ0QYXWFG6EPAS9STSG1",
     *       "payment_id": "pay_01M84XMJ4DN87JSPMWHEEA25DW",
     *       "amount": {
     *         "amount": 224,
     *         "currency": "EUR"
     *       },
     *       "tax_total": {
     *         "amount": 20,
     *         "currency": "EUR"
     *       },
     *       "reason": "Spilled",
     *       "restock": true,
     *       "lines": [
     *         {
     *           "line_id": "oli_01M84XMJ0KFYVR3D4R5E02BBJ6",
     *           "product_id": "prd_01M84XMHYMKGCBJRZN342W54BX",
     *           "name": "Espresso",
     *           "quantity": 1,
     *           "subtotal": {
     *             "amount": 249,
     *             "currency": "EUR"
     *           },
     *           "discount_total": {
     *             "amount": 25,
     *             "currency": "EUR"
     *           },
     *           "taxes": [
     *             {
     *               "tax_rate_id": "tax_01M84XMHSJFKM9YZHT7RBTDSHP",
     *               "name": "VAT 10%",
     *               "rate_bps": 1000,
     *               "mode": "inclusive",
     *               "amount": {
     *                 "amount": 20,
     *                 "currency": "EUR"
     *               }
     *             }
     *           ],
     *           "tax_total": {
     *             "amount": 20,
     *             "currency": "EUR"
     *           },
     *           "total": {
     *             "amount": 224,
     *             "currency": "EUR"
     *           }
     *         }
     *       ],
     *       "business_date": "2026-11-21",
     *       "version": 1,
     *       "created_at": "2026-11-21T10:15:04.210Z",
     *       "updated_at": "2026-11-21T10:15:04.210Z",
     *       "deleted_at": null
     *     }
     */
    Refund: {
      /** @example ref_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
      id: string;
      /** @example ord_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
      order_id: string;
      payment_id: string | null;
      /** @description What went back to the customer */
      amount: {
        amount: number;
        currency: string;
      };
      /** @description The tax share of the amount */
      tax_total: {
        amount: number;
        currency: string;
      };
      reason: string | null;
      /** @description The refunded lines went back into stock */
      restock: boolean;
      /** @description The lines refunded; [] for a refund by amount */
      lines: {
        /** @example oli_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
        line_id: string;
        product_id: string | null;
        name: string;
        quantity: number;
        subtotal: {
          amount: number;
          currency: string;
        };
        discount_total: {
          amount: number;
          currency: string;
        };
        taxes: {
          tax_rate_id: string;
          name: string;
          rate_bps: number;
          /** @enum {string} */
          mode: 'inclusive' | 'exclusive';
          amount: {
            amount: number;
            currency: string;
          };
        }[];
        tax_total: {
          amount: number;
          currency: string;
        };
        total: {
          amount: number;
          currency: string;
        };
      }[];
      /**
       * Format: date
       * @description The branch-local day the refund belongs to (after the branch's closeout hour)
       * @example 2026-11-21
       */
      business_date: string;
      /** @description Always 1: a refund never changes */
      version: number;
      /**
       * Format: date-time
       * @example 2026-11-21T10:00:00.000Z
       */
      created_at: string;
      /**
       * Format: date-time
       * @example 2026-11-21T10:00:00.000Z
       */
      updated_at: string;
      /** Format: date-time */
      deleted_at: string | null;
    };
    /**
     * @description Exactly one of `lines` (each line refunded with its share of discounts and taxes) or `amount`.
     * @example {
     *       "lines": [
     *         {
     *           "line_id": "oli_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC",
     *           "quantity": 1
     *         }
     *       ],
     *       "reason": "Damaged on delivery"
     *     }
     * @example {
     *       "amount": {
     *         "amount": 500
     *       },
     *       "reason": "Goodwill"
     *     }
     */
    RefundCreate: {
      lines?: {
        /** @example oli_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
        line_id: string;
        /**
         * @description Up to 3 decimals; at most sold minus already refunded
         * @example 1
         */
        quantity: number;
      }[];
      /** @description A refund of an amount, not of lines; it never restocks */
      amount?: {
        /**
         * @description Minor units (cents)
         * @example 500
         */
        amount: number;
        /** @description ISO 4217; default and only accepted value: the order's currency */
        currency?: string;
      };
      /** @example Damaged on delivery */
      reason?: string | null;
      /** @description Line refunds: put the refunded quantities back into stock (default true). Amount refunds never restock. */
      restock?: boolean;
      /**
       * @description The payment refunded: the refund is then at most that payment's amount minus what was refunded of it
       * @example pay_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
       */
      payment_id?: string;
    };
    /**
     * @example {
     *       "id": "rwd_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC",
     *       "name": "5 € off",
     *       "points_cost": 100,
     *       "kind": "amount_off",
     *       "amount": {
     *         "amount": 500,
     *         "currency": "EUR"
     *       },
     *       "percent": null,
     *       "product_id": null,
     *       "active": true,
     *       "version": 1,
     *       "created_at": "2026-11-21T10:00:00.000Z",
     *       "updated_at": "2026-11-21T10:00:00.000Z",
     *       "deleted_at": null
     *     }
     */
    Reward: {
      /** @example rwd_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
      id: string;
      /** @example 5 € off */
      name: string;
      /** @example 100 */
      points_cost: number;
      /** @enum {string} */
      kind: 'amount_off' | 'percent_off' | 'free_product';
      amount: {
        amount: number;
        currency: string;
      } | null;
      /** @example 10 */
      percent: number | null;
      product_id: string | null;
      active: boolean;
      /** @description Increments on every change */
      version: number;
      /**
       * Format: date-time
       * @example 2026-11-21T10:00:00.000Z
       */
      created_at: string;
      /**
       * Format: date-time
       * @example 2026-11-21T10:00:00.000Z
       */
      updated_at: string;
      /** Format: date-time */
      deleted_at: string | null;
    };
    /**
     * @example {
     *       "name": "5 € off",
     *       "points_cost": 100,
     *       "kind": "amount_off",
     *       "amount": {
     *         "amount": 500
     *       }
     *     }
     * @example {
     *       "name": "Free espresso",
     *       "points_cost": 60,
     *       "kind": "free_product",
     *       "product_id": "prd_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC"
     *     }
     */
    RewardCreate: {
      /**
       * @description One line: no control characters (tab and newline included), no bidi overrides and no invisible format characters (a zero-width joiner only between emoji)
       * @example 5 € off
       */
      name: string;
      /**
       * @description Points a redemption takes from the balance
       * @example 100
       */
      points_cost: number;
      /**
       * @description amount_off (needs amount), percent_off (needs percent) or free_product (needs product_id: one unit of it free)
       * @enum {string}
       */
      kind: 'amount_off' | 'percent_off' | 'free_product';
      /** @description amount_off only: the discount, in the branch currency */
      amount?: {
        /** @example 500 */
        amount: number;
        /** @description The branch currency */
        currency?: string;
      } | null;
      /**
       * @description percent_off only: percent off the order (at most 2 decimals)
       * @example 10
       */
      percent?: number | null;
      /**
       * @description free_product only: a live product of the branch
       * @example prd_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
       */
      product_id?: string | null;
      active?: boolean;
    };
    /**
     * @description Any subset. Changing kind clears the other kinds’ fields; send the new kind’s field with it. Redemptions keep the terms they were made with.
     * @example {
     *       "points_cost": 120
     *     }
     * @example {
     *       "kind": "percent_off",
     *       "percent": 10
     *     }
     */
    RewardUpdate: {
      /**
       * @description One line: no control characters (tab and newline included), no bidi overrides and no invisible format characters (a zero-width joiner only between emoji)
       * @example 5 € off
       */
      name?: string;
      /**
       * @description Points a redemption takes from the balance
       * @example 100
       */
      points_cost?: number;
      /**
       * @description amount_off (needs amount), percent_off (needs percent) or free_product (needs product_id: one unit of it free)
       * @enum {string}
       */
      kind?: 'amount_off' | 'percent_off' | 'free_product';
      /** @description amount_off only: the discount, in the branch currency */
      amount?: {
        /** @example 500 */
        amount: number;
        /** @description The branch currency */
        currency?: string;
      } | null;
      /**
       * @description percent_off only: percent off the order (at most 2 decimals)
       * @example 10
       */
      percent?: number | null;
      /**
       * @description free_product only: a live product of the branch
       * @example prd_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
       */
      product_id?: string | null;
      active?: boolean;
    };
    /**
     * @example {
     *       "id": "lle_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC",
     *       "customer_id": "cus_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC",
     *       "kind": "earn",
     *       "points": 22,
     *       "balance": 122,
     *       "points_per_unit": 1,
     *       "reason": "Order #42",
     *       "order_id": "ord_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC",
     *       "refund_id": null,
     *       "redemption_id": null,
     *       "version": 1,
     *       "created_at": "2026-11-21T10:00:00.000Z",
     *       "updated_at": "2026-11-21T10:00:00.000Z",
     *       "deleted_at": null
     *     }
     */
    LoyaltyEntry: {
      /** @example lle_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
      id: string;
      /** @example cus_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
      customer_id: string;
      /**
       * @description earn: a completed order; redeem: a redemption; redeem_canceled: a canceled redemption gave its points back; adjust: by hand; reverse: a refund took back its share of what the order earned
       * @enum {string}
       */
      kind: 'earn' | 'redeem' | 'redeem_canceled' | 'adjust' | 'reverse';
      /**
       * @description Signed: added (+) or taken (−)
       * @example 12
       */
      points: number;
      /**
       * @description The customer's balance after this entry
       * @example 112
       */
      balance: number;
      /**
       * @description earn: the points per whole unit of currency it was earned at
       * @example 1
       */
      points_per_unit: number | null;
      /** @example Order #42 */
      reason: string | null;
      /**
       * @description The order it came from (earn, reverse, redeem on an order)
       * @example ord_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
       */
      order_id: string | null;
      /**
       * @description The refund it came from (reverse)
       * @example ref_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
       */
      refund_id: string | null;
      /**
       * @description The redemption it came from (redeem, redeem_canceled)
       * @example rdm_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
       */
      redemption_id: string | null;
      /** @description Increments on every change */
      version: number;
      /**
       * Format: date-time
       * @example 2026-11-21T10:00:00.000Z
       */
      created_at: string;
      /**
       * Format: date-time
       * @example 2026-11-21T10:00:00.000Z
       */
      updated_at: string;
      /** Format: date-time */
      deleted_at: string | null;
    };
    /**
     * @example {
     *       "id": "rdm_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC",
     *       "customer_id": "cus_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC",
     *       "reward_id": "rwd_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC",
     *       "reward": {
     *         "name": "5 € off",
     *         "kind": "amount_off",
     *         "amount": {
     *           "amount": 500,
     *           "currency": "EUR"
     *         },
     *         "percent": null,
     *         "product_id": null
     *       },
     *       "points": 100,
     *       "order_id": "ord_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC",
     *       "status": "active",
     *       "allowed_actions": [
     *         "cancel"
     *       ],
     *       "completed_at": null,
     *       "canceled_at": null,
     *       "version": 1,
     *       "created_at": "2026-11-21T10:00:00.000Z",
     *       "updated_at": "2026-11-21T10:00:00.000Z",
     *       "deleted_at": null
     *     }
     */
    Redemption: {
      /** @example rdm_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
      id: string;
      /** @example cus_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
      customer_id: string;
      /** @example rwd_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
      reward_id: string;
      /** @description The reward's terms when it was redeemed */
      reward: {
        name: string;
        /** @enum {string} */
        kind: 'amount_off' | 'percent_off' | 'free_product';
        amount: {
          amount: number;
          currency: string;
        } | null;
        /** @example 10 */
        percent: number | null;
        product_id: string | null;
      };
      /**
       * @description Points it took
       * @example 100
       */
      points: number;
      /**
       * @description The order it discounts, if any
       * @example ord_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
       */
      order_id: string | null;
      /**
       * @description active: points taken (and the discount on its open order); completed: its order completed; canceled: points given back
       * @enum {string}
       */
      status: 'active' | 'completed' | 'canceled';
      /** @description cancel while active */
      allowed_actions: 'cancel'[];
      /** Format: date-time */
      completed_at: string | null;
      /** Format: date-time */
      canceled_at: string | null;
      /** @description Increments on every change */
      version: number;
      /**
       * Format: date-time
       * @example 2026-11-21T10:00:00.000Z
       */
      created_at: string;
      /**
       * Format: date-time
       * @example 2026-11-21T10:00:00.000Z
       */
      updated_at: string;
      /** Format: date-time */
      deleted_at: string | null;
    };
    /**
     * @description A correction by hand: signed points and why. A deduction larger than the balance is 409 insufficient_points.
     * @example {
     *       "points": 50,
     *       "reason": "Goodwill: late delivery"
     *     }
     */
    LoyaltyAdjustment: {
      /**
       * @description Points to add (positive) or take away (negative); not 0
       * @example 50
       */
      points: number;
      /**
       * @description One line: no control characters (tab and newline included), no bidi overrides and no invisible format characters (a zero-width joiner only between emoji)
       * @example Goodwill: late delivery
       */
      reason: string;
    };
    /**
     * @description Takes the reward’s points_cost from the balance (409 insufficient_points when it is short). With order_id, the reward becomes the discount of that open order of the customer.
     * @example {
     *       "reward_id": "rwd_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC",
     *       "order_id": "ord_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC"
     *     }
     */
    RedemptionCreate: {
      /**
       * @description An active reward of the branch
       * @example rwd_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
       */
      reward_id: string;
      /**
       * @description An open order of this customer: the reward becomes its discount
       * @example ord_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
       */
      order_id?: string | null;
    };
    Table: {
      /** @example tbl_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
      id: string;
      /** @example Terrace 4 */
      name: string;
      /** @example Terrace */
      area: string | null;
      /** @example 4 */
      seats: number;
      /**
       * @example available
       * @enum {string}
       */
      status: 'available' | 'reserved' | 'dirty' | 'out_of_service';
      /** @description An open order names the table (derived from the orders, never set) */
      occupied: boolean;
      /** @description The open orders naming the table, oldest first */
      open_order_ids: string[];
      /**
       * @description What may be done now: update, delete (no open order), transfer and merge (an open order), set_<status> (POST /tables/{id}/status)
       * @example [
       *       "update",
       *       "set_reserved",
       *       "set_dirty",
       *       "set_out_of_service",
       *       "delete"
       *     ]
       */
      allowed_actions: (
        | 'update'
        | 'delete'
        | 'transfer'
        | 'merge'
        | 'set_available'
        | 'set_reserved'
        | 'set_dirty'
        | 'set_out_of_service'
      )[];
      /** @description Increments on every change */
      version: number;
      /**
       * Format: date-time
       * @example 2026-11-21T10:00:00.000Z
       */
      created_at: string;
      /**
       * Format: date-time
       * @example 2026-11-21T10:00:00.000Z
       */
      updated_at: string;
      /** Format: date-time */
      deleted_at: string | null;
    };
    /**
     * @example {
     *       "name": "Terrace 4",
     *       "area": "Terrace",
     *       "seats": 4
     *     }
     */
    TableCreate: {
      /**
       * @description Unique among the branch’s tables (any case). One line: no control characters (tab and newline included), no bidi overrides and no invisible format characters (a zero-width joiner only between emoji)
       * @example Terrace 4
       */
      name: string;
      /**
       * @description Where it is (a room, the terrace); free text. One line: no control characters (tab and newline included), no bidi overrides and no invisible format characters (a zero-width joiner only between emoji)
       * @example Terrace
       */
      area?: string | null;
      /** @example 4 */
      seats?: number;
    };
    /**
     * @example {
     *       "seats": 6
     *     }
     */
    TableUpdate: {
      /**
       * @description Unique among the branch’s tables (any case). One line: no control characters (tab and newline included), no bidi overrides and no invisible format characters (a zero-width joiner only between emoji)
       * @example Terrace 4
       */
      name?: string;
      /**
       * @description Where it is (a room, the terrace); free text. One line: no control characters (tab and newline included), no bidi overrides and no invisible format characters (a zero-width joiner only between emoji)
       * @example Terrace
       */
      area?: string | null;
      /** @example 4 */
      seats?: number;
    };
    /**
     * @description The status staff set. A table with an open order cannot become available or out_of_service (409 table_has_open_order).
     * @example {
     *       "status": "dirty"
     *     }
     */
    TableStatusChange: {
      /** @enum {string} */
      status: 'available' | 'reserved' | 'dirty' | 'out_of_service';
    };
    /**
     * @description Moves every open order of the table to another table of the branch that has no open order and is available or reserved.
     * @example {
     *       "to_table_id": "tbl_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC"
     *     }
     */
    TableTransfer: {
      /**
       * @description The receiving table's id
       * @example tbl_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
       */
      to_table_id: string;
    };
    /**
     * @description The tables whose open orders join this table’s: the oldest open order of this table (or, when it has none, the oldest of theirs) receives the lines of the others, which are canceled. Orders with payments are not merged (409 order_has_payments).
     * @example {
     *       "table_ids": [
     *         "tbl_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BD"
     *       ]
     *     }
     */
    TableMerge: {
      /**
       * @description The tables whose open orders join this table’s order
       * @example [
       *       "tbl_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BD"
       *     ]
       */
      table_ids: string[];
    };
    TableMove: {
      /** @description The tables involved, as they are now (the receiving table first) */
      tables: components['schemas']['Table'][];
      /**
       * @description The open order now on the receiving table
       * @example ord_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
       */
      order_id: string;
      /** @description Orders that moved to the receiving table */
      moved_order_ids: string[];
      /** @description Orders emptied into order_id and canceled (merge) */
      canceled_order_ids: string[];
    };
    Booking: {
      /** @example bkg_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
      id: string;
      /** @example Ann Lee */
      guest_name: string;
      /** @example +441632960961 */
      phone: string;
      customer_id: string | null;
      /** @example 4 */
      party_size: number;
      /**
       * Format: date-time
       * @example 2026-11-21T19:30:00.000Z
       */
      starts_at: string;
      /** @example 90 */
      duration_minutes: number;
      table_ids: string[];
      /** @example Window seat; one high chair */
      note: string | null;
      /**
       * Format: date-time
       * @description starts_at + duration_minutes
       */
      ends_at: string;
      /**
       * @example confirmed
       * @enum {string}
       */
      status: 'pending' | 'confirmed' | 'arrived' | 'seated' | 'completed' | 'canceled' | 'no_show';
      /** @description The order opened when the booking was seated with open_order */
      order_id: string | null;
      /**
       * @description What may be done now: update (PATCH), delete, and the moves (POST /bookings/{id}/<action>)
       * @example [
       *       "update",
       *       "arrive",
       *       "seat",
       *       "cancel",
       *       "no_show",
       *       "delete"
       *     ]
       */
      allowed_actions: (
        'update' | 'delete' | 'confirm' | 'arrive' | 'seat' | 'complete' | 'cancel' | 'no_show'
      )[];
      /** @description Increments on every change */
      version: number;
      /**
       * Format: date-time
       * @example 2026-11-21T10:00:00.000Z
       */
      created_at: string;
      /**
       * Format: date-time
       * @example 2026-11-21T10:00:00.000Z
       */
      updated_at: string;
      /** Format: date-time */
      deleted_at: string | null;
    };
    /**
     * @example {
     *       "guest_name": "Ann Lee",
     *       "phone": "+441632960961",
     *       "party_size": 4,
     *       "starts_at": "2026-11-21T19:30:00+00:00",
     *       "table_ids": [
     *         "tbl_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC"
     *       ],
     *       "note": "Window seat"
     *     }
     */
    BookingCreate: {
      /**
       * @description One line: no control characters (tab and newline included), no bidi overrides and no invisible format characters (a zero-width joiner only between emoji)
       * @example Ann Lee
       */
      guest_name: string;
      /**
       * @description E.164 ("+", country code, number; digits only), to reach the guest
       * @example +441632960961
       */
      phone: string;
      /**
       * @description A live customer of the branch, or null
       * @example cus_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
       */
      customer_id?: string | null;
      /**
       * @description How many guests
       * @example 4
       */
      party_size: number;
      /**
       * Format: date-time
       * @description When the guests come (RFC 3339 with an offset); stored and shown in UTC
       * @example 2026-11-21T19:30:00+00:00
       */
      starts_at: string;
      /**
       * @description How long the tables are held; default: the branch setting booking_duration_minutes (90 unless changed)
       * @example 90
       */
      duration_minutes?: number;
      /** @description The tables the booking holds for its time (needs tables:manage_reservations); [] for none yet */
      table_ids?: string[];
      /**
       * @description Line breaks (\n) and tabs allowed; no other control character or bidi override
       * @example Window seat; one high chair
       */
      note?: string | null;
    };
    /**
     * @description While pending, confirmed or arrived. table_ids needs tables:manage_reservations; a table another booking holds at an overlapping time is 409 table_conflict.
     * @example {
     *       "party_size": 6,
     *       "starts_at": "2026-11-21T20:00:00+00:00"
     *     }
     */
    BookingUpdate: {
      /**
       * @description One line: no control characters (tab and newline included), no bidi overrides and no invisible format characters (a zero-width joiner only between emoji)
       * @example Ann Lee
       */
      guest_name?: string;
      /**
       * @description E.164 ("+", country code, number; digits only), to reach the guest
       * @example +441632960961
       */
      phone?: string;
      /**
       * @description A live customer of the branch, or null
       * @example cus_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
       */
      customer_id?: string | null;
      /**
       * @description How many guests
       * @example 4
       */
      party_size?: number;
      /**
       * Format: date-time
       * @description When the guests come (RFC 3339 with an offset); stored and shown in UTC
       * @example 2026-11-21T19:30:00+00:00
       */
      starts_at?: string;
      /**
       * @description How long the tables are held; default: the branch setting booking_duration_minutes (90 unless changed)
       * @example 90
       */
      duration_minutes?: number;
      /** @description The tables the booking holds for its time (needs tables:manage_reservations); [] for none yet */
      table_ids?: string[];
      /**
       * @description Line breaks (\n) and tabs allowed; no other control character or bidi override
       * @example Window seat; one high chair
       */
      note?: string | null;
    };
    /**
     * @description open_order: true opens an order (no lines yet) on the booking’s first table, for its customer (needs orders:create).
     * @example {
     *       "open_order": true
     *     }
     */
    BookingSeat: {
      /** @default false */
      open_order: boolean;
    };
    CustomReport: {
      /** @example rpt_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
      id: string;
      /** @example Card sales by hour */
      name: string;
      dimensions: (
        'business_date' | 'hour' | 'product' | 'category' | 'payment_method' | 'source' | 'customer'
      )[];
      metrics: (
        | 'orders'
        | 'items_sold'
        | 'gross'
        | 'discounts'
        | 'tax'
        | 'taxes'
        | 'net'
        | 'refunds'
        | 'payments'
        | 'average_order_value'
      )[];
      filters: {
        source?: string[];
        payment_method?: string[];
        customer_id?: string[];
        product_id?: string[];
        category_id?: string[];
      };
      /** @description Increments on every change */
      version: number;
      /**
       * Format: date-time
       * @example 2026-11-21T10:00:00.000Z
       */
      created_at: string;
      /**
       * Format: date-time
       * @example 2026-11-21T10:00:00.000Z
       */
      updated_at: string;
      /** Format: date-time */
      deleted_at: string | null;
    };
    /**
     * @example {
     *       "name": "Card sales by hour",
     *       "dimensions": [
     *         "hour"
     *       ],
     *       "metrics": [
     *         "orders",
     *         "gross",
     *         "net",
     *         "payments"
     *       ],
     *       "filters": {
     *         "payment_method": [
     *           "card"
     *         ]
     *       }
     *     }
     */
    CustomReportCreate: {
      /**
       * @description One line: no control characters (tab and newline included), no bidi overrides and no invisible format characters (a zero-width joiner only between emoji)
       * @example Card sales by hour
       */
      name: string;
      /** @description One or two dimensions to group by */
      dimensions: (
        'business_date' | 'hour' | 'product' | 'category' | 'payment_method' | 'source' | 'customer'
      )[];
      /** @description The metrics each row shows (docs/api.md, "Reports") */
      metrics: (
        | 'orders'
        | 'items_sold'
        | 'gross'
        | 'discounts'
        | 'tax'
        | 'taxes'
        | 'net'
        | 'refunds'
        | 'payments'
        | 'average_order_value'
      )[];
      /** @description Each an allow-list of values; an order must match every filter given (product_id and category_id: its lines) */
      filters?: {
        source?: string[];
        payment_method?: string[];
        customer_id?: string[];
        product_id?: string[];
        category_id?: string[];
      };
    };
    CustomReportUpdate: {
      /**
       * @description One line: no control characters (tab and newline included), no bidi overrides and no invisible format characters (a zero-width joiner only between emoji)
       * @example Card sales by hour
       */
      name?: string;
      /** @description One or two dimensions to group by */
      dimensions?: (
        'business_date' | 'hour' | 'product' | 'category' | 'payment_method' | 'source' | 'customer'
      )[];
      /** @description The metrics each row shows (docs/api.md, "Reports") */
      metrics?: (
        | 'orders'
        | 'items_sold'
        | 'gross'
        | 'discounts'
        | 'tax'
        | 'taxes'
        | 'net'
        | 'refunds'
        | 'payments'
        | 'average_order_value'
      )[];
      /** @description Each an allow-list of values; an order must match every filter given (product_id and category_id: its lines) */
      filters?: {
        source?: string[];
        payment_method?: string[];
        customer_id?: string[];
        product_id?: string[];
        category_id?: string[];
      };
    };
    ReportRow: {
      /** @description The group's values, one key per dimension: business_date, hour, product_id, category_id, payment_method, source, customer_id */
      group: {
        /** @example 2026-11-21 */
        business_date?: string | null;
        hour?: number | null;
        product_id?: string | null;
        category_id?: string | null;
        /** @description The order’s payment method; `mixed` for several, null for none */
        payment_method?: string | null;
        source?: string | null;
        customer_id?: string | null;
      };
      /** @description Completed orders */
      orders?: number;
      /** @description Σ line quantities (up to 3 decimals) */
      items_sold?: number;
      /** @description Σ line subtotals: price × quantity, before discounts */
      gross?: {
        amount: number;
        currency: string;
      };
      /** @description Σ line and order discounts */
      discounts?: {
        amount: number;
        currency: string;
      };
      /** @description Σ taxes, inclusive and exclusive */
      tax?: {
        amount: number;
        currency: string;
      };
      /** @description Tax per rate */
      taxes?: {
        tax_rate_id: string;
        amount: {
          amount: number;
          currency: string;
        };
      }[];
      /** @description gross − discounts − inclusive taxes (total − tax) */
      net?: {
        amount: number;
        currency: string;
      };
      /** @description Refunds whose own business date is in the range; null in rows of lines (product, category) */
      refunds?: {
        amount: number;
        currency: string;
      } | null;
      /** @description The refunds by their original order’s business date */
      refunds_by_order_date?:
        | {
            business_date: string;
            amount: {
              amount: number;
              currency: string;
            };
          }[]
        | null;
      /** @description The orders’ payments per method; null in rows of lines */
      payments?: {
        [key: string]: {
          amount: number;
          currency: string;
        };
      } | null;
      /** @description Σ order totals ÷ orders, rounded half to even */
      average_order_value?: {
        amount: number;
        currency: string;
      } | null;
    };
    SalesReportRow: {
      /** @description The group's values, one key per dimension: business_date, hour, product_id, category_id, payment_method, source, customer_id */
      group: {
        /** @example 2026-11-21 */
        business_date?: string | null;
        hour?: number | null;
        product_id?: string | null;
        category_id?: string | null;
        /** @description The order’s payment method; `mixed` for several, null for none */
        payment_method?: string | null;
        source?: string | null;
        customer_id?: string | null;
      };
      /** @description Completed orders */
      orders: number;
      /** @description Σ line quantities (up to 3 decimals) */
      items_sold: number;
      /** @description Σ line subtotals: price × quantity, before discounts */
      gross: {
        amount: number;
        currency: string;
      };
      /** @description Σ line and order discounts */
      discounts: {
        amount: number;
        currency: string;
      };
      /** @description Σ taxes, inclusive and exclusive */
      tax: {
        amount: number;
        currency: string;
      };
      /** @description Tax per rate */
      taxes: {
        tax_rate_id: string;
        amount: {
          amount: number;
          currency: string;
        };
      }[];
      /** @description gross − discounts − inclusive taxes (total − tax) */
      net: {
        amount: number;
        currency: string;
      };
      /** @description Refunds whose own business date is in the range; null in rows of lines (product, category) */
      refunds: {
        amount: number;
        currency: string;
      } | null;
      /** @description The refunds by their original order’s business date */
      refunds_by_order_date:
        | {
            business_date: string;
            amount: {
              amount: number;
              currency: string;
            };
          }[]
        | null;
      /** @description The orders’ payments per method; null in rows of lines */
      payments: {
        [key: string]: {
          amount: number;
          currency: string;
        };
      } | null;
      /** @description Σ order totals ÷ orders, rounded half to even */
      average_order_value: {
        amount: number;
        currency: string;
      } | null;
    };
    SalesReport: {
      data: components['schemas']['SalesReportRow'][];
      totals: components['schemas']['SalesReportRow'];
    };
    CustomReportRun: {
      data: components['schemas']['ReportRow'][];
      totals: components['schemas']['ReportRow'];
    };
    /** @description A product is added. The body of a webhook delivery and of an event in GET /events. */
    ProductCreatedEvent: {
      /**
       * @description The same on every retry: drop duplicates by it
       * @example evt_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
       */
      id: string;
      /** @constant */
      type: 'product.created';
      /**
       * Format: date-time
       * @example 2026-11-21T10:00:00.000Z
       */
      created_at: string;
      /** @example cmp_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
      company_id: string;
      /** @example brn_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
      branch_id: string;
      /** @description +1 per event in the branch */
      sequence: number;
      data: {
        object: components['schemas']['Product'];
      };
    };
    /** @description Product details change. The body of a webhook delivery and of an event in GET /events. */
    ProductUpdatedEvent: {
      /**
       * @description The same on every retry: drop duplicates by it
       * @example evt_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
       */
      id: string;
      /** @constant */
      type: 'product.updated';
      /**
       * Format: date-time
       * @example 2026-11-21T10:00:00.000Z
       */
      created_at: string;
      /** @example cmp_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
      company_id: string;
      /** @example brn_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
      branch_id: string;
      /** @description +1 per event in the branch */
      sequence: number;
      data: {
        object: components['schemas']['Product'];
        /** @description The old values of the product fields that changed */
        previous: {
          [key: string]: unknown;
        };
      };
    };
    /** @description A product is removed (its last state, deleted_at set). The body of a webhook delivery and of an event in GET /events. */
    ProductDeletedEvent: {
      /**
       * @description The same on every retry: drop duplicates by it
       * @example evt_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
       */
      id: string;
      /** @constant */
      type: 'product.deleted';
      /**
       * Format: date-time
       * @example 2026-11-21T10:00:00.000Z
       */
      created_at: string;
      /** @example cmp_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
      company_id: string;
      /** @example brn_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
      branch_id: string;
      /** @description +1 per event in the branch */
      sequence: number;
      data: {
        object: components['schemas']['Product'];
      };
    };
    /** @description Stock levels change. The body of a webhook delivery and of an event in GET /events. */
    ProductStockUpdatedEvent: {
      /**
       * @description The same on every retry: drop duplicates by it
       * @example evt_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
       */
      id: string;
      /** @constant */
      type: 'product.stock_updated';
      /**
       * Format: date-time
       * @example 2026-11-21T10:00:00.000Z
       */
      created_at: string;
      /** @example cmp_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
      company_id: string;
      /** @example brn_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
      branch_id: string;
      /** @description +1 per event in the branch */
      sequence: number;
      data: {
        object: components['schemas']['Product'];
        stock: {
          previous: number;
          current: number;
          /** @description current - previous */
          delta: number;
          /** @description The text given with a manual change, or `order` (an order was completed) or `refund` (a refund put goods back) */
          reason: string | null;
          /**
           * @description The order whose sale or refund moved the stock (reasons order and refund only)
           * @example ord_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
           */
          order_id?: string;
        };
      };
    };
    /** @description A category is added. The body of a webhook delivery and of an event in GET /events. */
    CategoryCreatedEvent: {
      /**
       * @description The same on every retry: drop duplicates by it
       * @example evt_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
       */
      id: string;
      /** @constant */
      type: 'category.created';
      /**
       * Format: date-time
       * @example 2026-11-21T10:00:00.000Z
       */
      created_at: string;
      /** @example cmp_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
      company_id: string;
      /** @example brn_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
      branch_id: string;
      /** @description +1 per event in the branch */
      sequence: number;
      data: {
        object: components['schemas']['Category'];
      };
    };
    /** @description Category details change. The body of a webhook delivery and of an event in GET /events. */
    CategoryUpdatedEvent: {
      /**
       * @description The same on every retry: drop duplicates by it
       * @example evt_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
       */
      id: string;
      /** @constant */
      type: 'category.updated';
      /**
       * Format: date-time
       * @example 2026-11-21T10:00:00.000Z
       */
      created_at: string;
      /** @example cmp_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
      company_id: string;
      /** @example brn_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
      branch_id: string;
      /** @description +1 per event in the branch */
      sequence: number;
      data: {
        object: components['schemas']['Category'];
        /** @description The old values of the category fields that changed */
        previous: {
          [key: string]: unknown;
        };
      };
    };
    /** @description A category is removed (its last state, deleted_at set). The body of a webhook delivery and of an event in GET /events. */
    CategoryDeletedEvent: {
      /**
       * @description The same on every retry: drop duplicates by it
       * @example evt_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
       */
      id: string;
      /** @constant */
      type: 'category.deleted';
      /**
       * Format: date-time
       * @example 2026-11-21T10:00:00.000Z
       */
      created_at: string;
      /** @example cmp_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
      company_id: string;
      /** @example brn_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
      branch_id: string;
      /** @description +1 per event in the branch */
      sequence: number;
      data: {
        object: components['schemas']['Category'];
      };
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: {
    /** @description The request's id: the client's own x-request-id (1 to 128 visible ASCII characters) or one the service made */
    RequestId: string;
    /** @description The version of the resource as a strong entity tag, for If-Match */
    ETag: string;
    /** @description The URL of the created resource */
    Location: string;
    /** @description The first response to this Idempotency-Key, replayed; the work was not done again */
    IdempotentReplayed: 'true';
    /** @description What is left of the quota (draft-ietf-httpapi-ratelimit-headers): r requests for t more seconds. Sent on every authenticated answer while the branch has a limit */
    RateLimit: string;
    /** @description The quota (draft-ietf-httpapi-ratelimit-headers): q requests per window of w seconds */
    RateLimitPolicy: string;
    /** @description Seconds to wait before the next request */
    RetryAfter: string;
    /** @description The Bearer challenge (RFC 6750): `Bearer`, or with error="invalid_token" */
    WWWAuthenticate: string;
    /** @description The size of the file: bytes *\/<size> */
    ContentRangeUnsatisfied: string;
    /** @description On insufficient_scope: `Bearer error="insufficient_scope", scope="…"` */
    WWWAuthenticateScope: string;
  };
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example pk_8fJ2kL0pQrS7tUvW1xYz3aBc */
            public_key: string;
            name: string;
            /** @example cmp_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
            company_id: string;
            /** @example brn_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
            branch_id: string;
            /**
             * @example [
             *       "products:view"
             *     ]
             */
            scopes: string[];
            /** @description The key's branch: a business day ends at closeout_hour in time_zone (docs/api.md, Orders) */
            branch: {
              /** @example brn_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
              id: string;
              /** @example Rue Oberkampf */
              name: string;
              /** @example EUR */
              currency: string;
              /** @example Europe/Paris */
              time_zone: string;
              /** @example 4 */
              closeout_hour: number;
              /** @enum {string} */
              industry: 'restaurant' | 'retail' | 'default';
            };
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  listProducts: {
    parameters: {
      query?: {
        limit?: number;
        /** @description Opaque; from `next_cursor` */
        cursor?: string;
        /** @description Only rows changed at or after this instant (ISO 8601), for filtering by time; sync with sync_token */
        updated_since?: string;
        /** @description Include tombstones (sync) */
        include_deleted?: boolean;
        /** @description Opaque; from `next_sync_token`. Returns exactly the rows changed since, tombstones included, in change order (page with `cursor`); cannot be combined with q, category_id, parent_id or updated_since. 410 sync_token_expired: walk the list again */
        sync_token?: string;
        /** @example cat_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
        category_id?: string;
        /** @description Name or SKU contains, or barcode equals */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Product'][];
            has_more: boolean;
            /** @description Pass as `cursor` to get the next page */
            next_cursor: string | null;
            /** @description On the last page (null before it, and for walks with q, category_id, parent_id or updated_since): pass as `sync_token` to get what changed since the walk started */
            next_sync_token: string | null;
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description sync_token_expired: Sync token expired */
      410: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'sync_token_expired';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  createProduct: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of 1 to 255 visible ASCII characters, as a structured-field string ("…") or bare (the same key). Retries with the same key and body within 24 h return the first response without doing the work again */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "sku": "ESP-001",
         *       "name": "Espresso",
         *       "price": {
         *         "amount": 250,
         *         "currency": "EUR"
         *       },
         *       "track_stock": true,
         *       "stock_quantity": 40
         *     }
         */
        'application/json': components['schemas']['ProductCreate'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          Location: components['headers']['Location'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Product'];
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'conflict';
          };
        };
      };
      /** @description precondition_failed: Precondition failed */
      412: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'precondition_failed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed; idempotency_mismatch: Idempotency key reused with a different request */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed' | 'idempotency_mismatch';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  getProduct: {
    parameters: {
      query?: {
        /** @description Return the tombstone of a deleted product */
        include_deleted?: boolean;
      };
      header?: never;
      path: {
        /**
         * @description The product id
         * @example prd_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Product'];
        };
      };
      /** @description missing_context_header: Missing company or branch header */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  deleteProduct: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag you last saw ("3"), a list of them, or *; 412 precondition_failed when it is stale */
        'if-match'?: string;
      };
      path: {
        /**
         * @description The product id
         * @example prd_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Product'];
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'conflict';
          };
        };
      };
      /** @description precondition_failed: Precondition failed */
      412: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'precondition_failed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  updateProduct: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag you last saw ("3"), a list of them, or *; 412 precondition_failed when it is stale */
        'if-match'?: string;
      };
      path: {
        /**
         * @description The product id
         * @example prd_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    /** @description Any subset of the fields. Sending `price` also needs products:manage_pricing. Stock changes go through POST /products/{id}/stock. A PATCH that changes nothing returns the product unchanged (no new version, no event). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Double espresso",
         *       "price": {
         *         "amount": 320
         *       }
         *     }
         */
        'application/json': components['schemas']['ProductUpdate'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Product'];
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'conflict';
          };
        };
      };
      /** @description precondition_failed: Precondition failed */
      412: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'precondition_failed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  changeProductStock: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of 1 to 255 visible ASCII characters, as a structured-field string ("…") or bare (the same key). Retries with the same key and body within 24 h return the first response without doing the work again */
        'idempotency-key'?: string;
        /** @description The ETag you last saw ("3"), a list of them, or *; 412 precondition_failed when it is stale */
        'if-match'?: string;
      };
      path: {
        /**
         * @description The product id
         * @example prd_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    /** @description Exactly one of `set` (the new level) and `adjust` (a signed change). Stock never goes below 0. */
    requestBody: {
      content: {
        'application/json': components['schemas']['StockChange'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Product'];
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'conflict';
          };
        };
      };
      /** @description precondition_failed: Precondition failed */
      412: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'precondition_failed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed; idempotency_mismatch: Idempotency key reused with a different request */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed' | 'idempotency_mismatch';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  listCategories: {
    parameters: {
      query?: {
        limit?: number;
        /** @description Opaque; from `next_cursor` */
        cursor?: string;
        /** @description Only rows changed at or after this instant (ISO 8601), for filtering by time; sync with sync_token */
        updated_since?: string;
        /** @description Include tombstones (sync) */
        include_deleted?: boolean;
        /** @description Opaque; from `next_sync_token`. Returns exactly the rows changed since, tombstones included, in change order (page with `cursor`); cannot be combined with q, category_id, parent_id or updated_since. 410 sync_token_expired: walk the list again */
        sync_token?: string;
        /**
         * @description Only the direct children of this category
         * @example cat_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        parent_id?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Category'][];
            has_more: boolean;
            /** @description Pass as `cursor` to get the next page */
            next_cursor: string | null;
            /** @description On the last page (null before it, and for walks with q, category_id, parent_id or updated_since): pass as `sync_token` to get what changed since the walk started */
            next_sync_token: string | null;
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description sync_token_expired: Sync token expired */
      410: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'sync_token_expired';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  createCategory: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of 1 to 255 visible ASCII characters, as a structured-field string ("…") or bare (the same key). Retries with the same key and body within 24 h return the first response without doing the work again */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Hot drinks",
         *       "sort_order": 10
         *     }
         */
        'application/json': components['schemas']['CategoryCreate'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          Location: components['headers']['Location'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Category'];
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'conflict';
          };
        };
      };
      /** @description precondition_failed: Precondition failed */
      412: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'precondition_failed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed; idempotency_mismatch: Idempotency key reused with a different request */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed' | 'idempotency_mismatch';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  getCategory: {
    parameters: {
      query?: {
        /** @description Return the tombstone of a deleted category */
        include_deleted?: boolean;
      };
      header?: never;
      path: {
        /**
         * @description The category id
         * @example cat_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Category'];
        };
      };
      /** @description missing_context_header: Missing company or branch header */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  deleteCategory: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag you last saw ("3"), a list of them, or *; 412 precondition_failed when it is stale */
        'if-match'?: string;
      };
      path: {
        /**
         * @description The category id
         * @example cat_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Category'];
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'conflict';
          };
        };
      };
      /** @description precondition_failed: Precondition failed */
      412: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'precondition_failed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  updateCategory: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag you last saw ("3"), a list of them, or *; 412 precondition_failed when it is stale */
        'if-match'?: string;
      };
      path: {
        /**
         * @description The category id
         * @example cat_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    /** @description Any subset. Sending `parent_id` needs categories:manage_hierarchy; a move that would make a cycle is rejected. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Coffee",
         *       "parent_id": "cat_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC"
         *     }
         */
        'application/json': components['schemas']['CategoryUpdate'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Category'];
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'conflict';
          };
        };
      };
      /** @description precondition_failed: Precondition failed */
      412: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'precondition_failed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  listInventory: {
    parameters: {
      query?: {
        limit?: number;
        /** @description Opaque; from `next_cursor` */
        cursor?: string;
        /** @description Only rows changed at or after this instant (ISO 8601), for filtering by time; sync with sync_token */
        updated_since?: string;
        /** @description Opaque; from `next_sync_token`. Returns exactly the rows changed since, tombstones included, in change order (page with `cursor`); cannot be combined with q, category_id, parent_id or updated_since. 410 sync_token_expired: walk the list again */
        sync_token?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['StockLevel'][];
            has_more: boolean;
            /** @description Pass as `cursor` to get the next page */
            next_cursor: string | null;
            /** @description On the last page (null before it, and for walks with q, category_id, parent_id or updated_since): pass as `sync_token` to get what changed since the walk started */
            next_sync_token: string | null;
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description sync_token_expired: Sync token expired */
      410: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'sync_token_expired';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  listEvents: {
    parameters: {
      query?: {
        /** @description The last sequence you have (next_after of the previous page) */
        after?: number;
        limit?: number;
        /** @description Only these event types (repeat the parameter for several) */
        type?: (
          | 'product.created'
          | 'product.updated'
          | 'product.deleted'
          | 'product.stock_updated'
          | 'category.created'
          | 'category.updated'
          | 'category.deleted'
        )[];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @example evt_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
              id: string;
              /** @enum {string} */
              type:
                | 'product.created'
                | 'product.updated'
                | 'product.deleted'
                | 'product.stock_updated'
                | 'category.created'
                | 'category.updated'
                | 'category.deleted';
              /**
               * Format: date-time
               * @example 2026-11-21T10:00:00.000Z
               */
              created_at: string;
              /** @example cmp_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
              company_id: string;
              /** @example brn_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
              branch_id: string;
              /** @description +1 per event in the branch */
              sequence: number;
              /** @description `object`: the resource as GET returns it after the change; `previous`: the changed fields' old values (updates); `stock`: {previous, current, delta, reason} (stock changes) */
              data: {
                object: Record<string, never>;
                previous?: Record<string, never>;
                stock?: Record<string, never>;
              };
            }[];
            has_more: boolean;
            /** @description Pass as `after` for the next page, or to poll for new events */
            next_after: number;
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description events_expired: Events no longer kept */
      410: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'events_expired';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  listTaxRates: {
    parameters: {
      query?: {
        limit?: number;
        /** @description Opaque; from `next_cursor` */
        cursor?: string;
        /** @description Only rows changed at or after this instant (ISO 8601), for filtering by time; sync with sync_token */
        updated_since?: string;
        /** @description Include tombstones (sync) */
        include_deleted?: boolean;
        /** @description Opaque; from `next_sync_token`. Returns exactly the rows changed since, tombstones included, in change order (page with `cursor`); cannot be combined with q, category_id, parent_id or updated_since. 410 sync_token_expired: walk the list again */
        sync_token?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TaxRate'][];
            has_more: boolean;
            /** @description Pass as `cursor` to get the next page */
            next_cursor: string | null;
            /** @description On the last page (null before it, and for walks with q, category_id, parent_id or updated_since): pass as `sync_token` to get what changed since the walk started */
            next_sync_token: string | null;
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description sync_token_expired: Sync token expired */
      410: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'sync_token_expired';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  createTaxRate: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of 1 to 255 visible ASCII characters, as a structured-field string ("…") or bare (the same key). Retries with the same key and body within 24 h return the first response without doing the work again */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "VAT 20%",
         *       "rate_bps": 2000,
         *       "mode": "inclusive"
         *     }
         */
        'application/json': components['schemas']['TaxRateCreate'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          Location: components['headers']['Location'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TaxRate'];
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'conflict';
          };
        };
      };
      /** @description precondition_failed: Precondition failed */
      412: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'precondition_failed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed; idempotency_mismatch: Idempotency key reused with a different request */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed' | 'idempotency_mismatch';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  getTaxRate: {
    parameters: {
      query?: {
        /** @description Return the tombstone of a deleted tax rate */
        include_deleted?: boolean;
      };
      header?: never;
      path: {
        /**
         * @description The tax rate id
         * @example tax_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TaxRate'];
        };
      };
      /** @description missing_context_header: Missing company or branch header */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  deleteTaxRate: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag you last saw ("3"), a list of them, or *; 412 precondition_failed when it is stale */
        'if-match'?: string;
      };
      path: {
        /**
         * @description The tax rate id
         * @example tax_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TaxRate'];
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'conflict';
          };
        };
      };
      /** @description precondition_failed: Precondition failed */
      412: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'precondition_failed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  updateTaxRate: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag you last saw ("3"), a list of them, or *; 412 precondition_failed when it is stale */
        'if-match'?: string;
      };
      path: {
        /**
         * @description The tax rate id
         * @example tax_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    /** @description Any subset. Orders keep the rate they were priced with: a change applies to later orders. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "rate_bps": 2100
         *     }
         */
        'application/json': components['schemas']['TaxRateUpdate'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TaxRate'];
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'conflict';
          };
        };
      };
      /** @description precondition_failed: Precondition failed */
      412: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'precondition_failed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  listCustomers: {
    parameters: {
      query?: {
        limit?: number;
        /** @description Opaque; from `next_cursor` */
        cursor?: string;
        /** @description Only rows changed at or after this instant (ISO 8601), for filtering by time; sync with sync_token */
        updated_since?: string;
        /** @description Include tombstones (sync) */
        include_deleted?: boolean;
        /** @description Opaque; from `next_sync_token`. Returns exactly the rows changed since, tombstones included, in change order (page with `cursor`); cannot be combined with q, category_id, parent_id or updated_since. 410 sync_token_expired: walk the list again */
        sync_token?: string;
        /** @description Name contains (any case) */
        name?: string;
        /** @description Email equals (any case) */
        email?: string;
        /** @description Phone equals (E.164) */
        phone?: string;
        /** @description Code equals */
        code?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Customer'][];
            has_more: boolean;
            /** @description Pass as `cursor` to get the next page */
            next_cursor: string | null;
            /** @description On the last page (null before it, and for walks with q, category_id, parent_id or updated_since): pass as `sync_token` to get what changed since the walk started */
            next_sync_token: string | null;
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description sync_token_expired: Sync token expired */
      410: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'sync_token_expired';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  createCustomer: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of 1 to 255 visible ASCII characters, as a structured-field string ("…") or bare (the same key). Retries with the same key and body within 24 h return the first response without doing the work again */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Ann Lee",
         *       "email": "ann@example.com",
         *       "phone": "+441632960961",
         *       "code": "C-1042"
         *     }
         */
        'application/json': components['schemas']['CustomerCreate'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          Location: components['headers']['Location'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Customer'];
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'conflict';
          };
        };
      };
      /** @description precondition_failed: Precondition failed */
      412: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'precondition_failed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed; idempotency_mismatch: Idempotency key reused with a different request */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed' | 'idempotency_mismatch';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  getCustomer: {
    parameters: {
      query?: {
        /** @description Return the tombstone of a deleted customer */
        include_deleted?: boolean;
      };
      header?: never;
      path: {
        /**
         * @description The customer id
         * @example cus_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Customer'];
        };
      };
      /** @description missing_context_header: Missing company or branch header */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  calculateOrder: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of 1 to 255 visible ASCII characters, as a structured-field string ("…") or bare (the same key). Retries with the same key and body within 24 h return the first response without doing the work again */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "lines": [
         *         {
         *           "product_id": "prd_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC",
         *           "quantity": 2
         *         },
         *         {
         *           "name": "Cheese (kg)",
         *           "unit_price": {
         *             "amount": 1299
         *           },
         *           "quantity": 1.235,
         *           "tax_rate_ids": [
         *             "tax_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC"
         *           ]
         *         }
         *       ],
         *       "discount": {
         *         "percent": 5
         *       }
         *     }
         */
        'application/json': components['schemas']['OrderCalculate'];
      };
    };
    responses: {
      /** @description Every figure of an order; docs/api.md "Money and taxes" has the rules */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrderFigures'];
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'conflict';
          };
        };
      };
      /** @description precondition_failed: Precondition failed */
      412: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'precondition_failed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed; idempotency_mismatch: Idempotency key reused with a different request */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed' | 'idempotency_mismatch';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  listRewards: {
    parameters: {
      query?: {
        limit?: number;
        /** @description Opaque; from `next_cursor` */
        cursor?: string;
        /** @description Only rows changed at or after this instant (ISO 8601), for filtering by time; sync with sync_token */
        updated_since?: string;
        /** @description Include tombstones (sync) */
        include_deleted?: boolean;
        /** @description Opaque; from `next_sync_token`. Returns exactly the rows changed since, tombstones included, in change order (page with `cursor`); cannot be combined with q, category_id, parent_id or updated_since. 410 sync_token_expired: walk the list again */
        sync_token?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Reward'][];
            has_more: boolean;
            /** @description Pass as `cursor` to get the next page */
            next_cursor: string | null;
            /** @description On the last page (null before it, and for walks with q, category_id, parent_id or updated_since): pass as `sync_token` to get what changed since the walk started */
            next_sync_token: string | null;
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description sync_token_expired: Sync token expired */
      410: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'sync_token_expired';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  createReward: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of 1 to 255 visible ASCII characters, as a structured-field string ("…") or bare (the same key). Retries with the same key and body within 24 h return the first response without doing the work again */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RewardCreate'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          Location: components['headers']['Location'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Reward'];
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'conflict';
          };
        };
      };
      /** @description precondition_failed: Precondition failed */
      412: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'precondition_failed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed; idempotency_mismatch: Idempotency key reused with a different request */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed' | 'idempotency_mismatch';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  getReward: {
    parameters: {
      query?: {
        /** @description Return the tombstone of a deleted reward */
        include_deleted?: boolean;
      };
      header?: never;
      path: {
        /**
         * @description The reward id
         * @example rwd_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Reward'];
        };
      };
      /** @description missing_context_header: Missing company or branch header */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  deleteReward: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag you last saw ("3"), a list of them, or *; 412 precondition_failed when it is stale */
        'if-match'?: string;
      };
      path: {
        /**
         * @description The reward id
         * @example rwd_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Reward'];
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'conflict';
          };
        };
      };
      /** @description precondition_failed: Precondition failed */
      412: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'precondition_failed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  updateReward: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag you last saw ("3"), a list of them, or *; 412 precondition_failed when it is stale */
        'if-match'?: string;
      };
      path: {
        /**
         * @description The reward id
         * @example rwd_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    /** @description Any subset. Changing kind clears the other kinds’ fields; send the new kind’s field with it. Redemptions keep the terms they were made with. */
    requestBody: {
      content: {
        'application/json': components['schemas']['RewardUpdate'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Reward'];
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'conflict';
          };
        };
      };
      /** @description precondition_failed: Precondition failed */
      412: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'precondition_failed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  getLoyaltyAccount: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The customer id
         * @example cus_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A customer's loyalty account */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "customer_id": "cus_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC",
           *       "balance": 112,
           *       "earned_points": 140,
           *       "entry_count": 5,
           *       "last_entry_at": "2026-11-21T10:00:00.000Z",
           *       "program": {
           *         "enabled": true,
           *         "points_per_unit": 1
           *       }
           *     }
           */
          'application/json': {
            /** @example cus_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
            customer_id: string;
            /**
             * @description Points available
             * @example 112
             */
            balance: number;
            /**
             * @description Points earned by completed orders, ever (before reversals)
             * @example 140
             */
            earned_points: number;
            /**
             * @description Entries in the ledger
             * @example 5
             */
            entry_count: number;
            /** Format: date-time */
            last_entry_at: string | null;
            /** @description The branch's program settings (PATCH /settings) */
            program: {
              enabled: boolean;
              /** @example 1 */
              points_per_unit: number;
            };
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  listLoyaltyEntries: {
    parameters: {
      query?: {
        limit?: number;
        /** @description Opaque; from `next_cursor` */
        cursor?: string;
        /** @description Only rows changed at or after this instant (ISO 8601), for filtering by time; sync with sync_token */
        updated_since?: string;
        /** @description Opaque; from `next_sync_token`. Returns exactly the rows changed since, tombstones included, in change order (page with `cursor`); cannot be combined with q, category_id, parent_id or updated_since. 410 sync_token_expired: walk the list again */
        sync_token?: string;
      };
      header?: never;
      path: {
        /**
         * @description The customer id
         * @example cus_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['LoyaltyEntry'][];
            has_more: boolean;
            /** @description Pass as `cursor` to get the next page */
            next_cursor: string | null;
            /** @description On the last page (null before it, and for walks with q, category_id, parent_id or updated_since): pass as `sync_token` to get what changed since the walk started */
            next_sync_token: string | null;
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description sync_token_expired: Sync token expired */
      410: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'sync_token_expired';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  getLoyaltyEntry: {
    parameters: {
      query?: {
        /** @description Return the tombstone of a deleted loyalty entry */
        include_deleted?: boolean;
      };
      header?: never;
      path: {
        /**
         * @description The loyalty entry id
         * @example lle_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoyaltyEntry'];
        };
      };
      /** @description missing_context_header: Missing company or branch header */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  adjustLoyaltyPoints: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of 1 to 255 visible ASCII characters, as a structured-field string ("…") or bare (the same key). Retries with the same key and body within 24 h return the first response without doing the work again */
        'idempotency-key'?: string;
      };
      path: {
        /**
         * @description The customer id
         * @example cus_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    /** @description A correction by hand: signed points and why. A deduction larger than the balance is 409 insufficient_points. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "points": 50,
         *       "reason": "Goodwill: late delivery"
         *     }
         */
        'application/json': components['schemas']['LoyaltyAdjustment'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          Location: components['headers']['Location'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoyaltyEntry'];
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict; insufficient_points: Not enough loyalty points; reward_unavailable: Reward not available; redemption_not_cancelable: Redemption cannot be canceled */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?:
              | 'conflict'
              | 'insufficient_points'
              | 'reward_unavailable'
              | 'redemption_not_cancelable';
          };
        };
      };
      /** @description precondition_failed: Precondition failed */
      412: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'precondition_failed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed; idempotency_mismatch: Idempotency key reused with a different request */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed' | 'idempotency_mismatch';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  redeemReward: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of 1 to 255 visible ASCII characters, as a structured-field string ("…") or bare (the same key). Retries with the same key and body within 24 h return the first response without doing the work again */
        'idempotency-key'?: string;
      };
      path: {
        /**
         * @description The customer id
         * @example cus_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    /** @description Takes the reward’s points_cost from the balance (409 insufficient_points when it is short). With order_id, the reward becomes the discount of that open order of the customer. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "reward_id": "rwd_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC",
         *       "order_id": "ord_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC"
         *     }
         */
        'application/json': components['schemas']['RedemptionCreate'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          Location: components['headers']['Location'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Redemption'];
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict; insufficient_points: Not enough loyalty points; reward_unavailable: Reward not available; redemption_not_cancelable: Redemption cannot be canceled; order_not_open: The order is no longer open; balance_due: The order still has a balance due; payment_exceeds_balance: The payment is more than the balance due; order_has_payments: The order has payments */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?:
              | 'conflict'
              | 'insufficient_points'
              | 'reward_unavailable'
              | 'redemption_not_cancelable'
              | 'order_not_open'
              | 'balance_due'
              | 'payment_exceeds_balance'
              | 'order_has_payments';
          };
        };
      };
      /** @description precondition_failed: Precondition failed */
      412: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'precondition_failed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed; idempotency_mismatch: Idempotency key reused with a different request */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed' | 'idempotency_mismatch';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  listRedemptions: {
    parameters: {
      query?: {
        limit?: number;
        /** @description Opaque; from `next_cursor` */
        cursor?: string;
        /** @description Only rows changed at or after this instant (ISO 8601), for filtering by time; sync with sync_token */
        updated_since?: string;
        /** @description Opaque; from `next_sync_token`. Returns exactly the rows changed since, tombstones included, in change order (page with `cursor`); cannot be combined with q, category_id, parent_id or updated_since. 410 sync_token_expired: walk the list again */
        sync_token?: string;
        /** @description Of this customer */
        customer_id?: string;
        /** @description On this order */
        order_id?: string;
        status?: 'active' | 'completed' | 'canceled';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Redemption'][];
            has_more: boolean;
            /** @description Pass as `cursor` to get the next page */
            next_cursor: string | null;
            /** @description On the last page (null before it, and for walks with q, category_id, parent_id or updated_since): pass as `sync_token` to get what changed since the walk started */
            next_sync_token: string | null;
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description sync_token_expired: Sync token expired */
      410: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'sync_token_expired';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  getRedemption: {
    parameters: {
      query?: {
        /** @description Return the tombstone of a deleted redemption */
        include_deleted?: boolean;
      };
      header?: never;
      path: {
        /**
         * @description The redemption id
         * @example rdm_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Redemption'];
        };
      };
      /** @description missing_context_header: Missing company or branch header */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  cancelRedemption: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of 1 to 255 visible ASCII characters, as a structured-field string ("…") or bare (the same key). Retries with the same key and body within 24 h return the first response without doing the work again */
        'idempotency-key'?: string;
        /** @description The ETag you last saw ("3"), a list of them, or *; 412 precondition_failed when it is stale */
        'if-match'?: string;
      };
      path: {
        /**
         * @description The redemption id
         * @example rdm_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Redemption'];
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict; insufficient_points: Not enough loyalty points; reward_unavailable: Reward not available; redemption_not_cancelable: Redemption cannot be canceled; order_not_open: The order is no longer open; balance_due: The order still has a balance due; payment_exceeds_balance: The payment is more than the balance due; order_has_payments: The order has payments */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?:
              | 'conflict'
              | 'insufficient_points'
              | 'reward_unavailable'
              | 'redemption_not_cancelable'
              | 'order_not_open'
              | 'balance_due'
              | 'payment_exceeds_balance'
              | 'order_has_payments';
          };
        };
      };
      /** @description precondition_failed: Precondition failed */
      412: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'precondition_failed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed; idempotency_mismatch: Idempotency key reused with a different request */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed' | 'idempotency_mismatch';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  listTables: {
    parameters: {
      query?: {
        limit?: number;
        /** @description Opaque; from `next_cursor` */
        cursor?: string;
        /** @description Only rows changed at or after this instant (ISO 8601), for filtering by time; sync with sync_token */
        updated_since?: string;
        /** @description Include tombstones (sync) */
        include_deleted?: boolean;
        /** @description Opaque; from `next_sync_token`. Returns exactly the rows changed since, tombstones included, in change order (page with `cursor`); cannot be combined with q, category_id, parent_id or updated_since. 410 sync_token_expired: walk the list again */
        sync_token?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Table'][];
            has_more: boolean;
            /** @description Pass as `cursor` to get the next page */
            next_cursor: string | null;
            /** @description On the last page (null before it, and for walks with q, category_id, parent_id or updated_since): pass as `sync_token` to get what changed since the walk started */
            next_sync_token: string | null;
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description sync_token_expired: Sync token expired */
      410: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'sync_token_expired';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  createTable: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of 1 to 255 visible ASCII characters, as a structured-field string ("…") or bare (the same key). Retries with the same key and body within 24 h return the first response without doing the work again */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Terrace 4",
         *       "area": "Terrace",
         *       "seats": 4
         *     }
         */
        'application/json': components['schemas']['TableCreate'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          Location: components['headers']['Location'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Table'];
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict; order_has_payments: The order has payments; table_has_open_order: The table has an open order; table_not_occupied: The table has no open order; table_not_free: The table is not free; table_has_bookings: Bookings hold the table; table_conflict: Another booking holds the table then; nothing_to_merge: Fewer than two open orders to merge; illegal_transition: Not allowed in this state */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?:
              | 'conflict'
              | 'order_has_payments'
              | 'table_has_open_order'
              | 'table_not_occupied'
              | 'table_not_free'
              | 'table_has_bookings'
              | 'table_conflict'
              | 'nothing_to_merge'
              | 'illegal_transition';
          };
        };
      };
      /** @description precondition_failed: Precondition failed */
      412: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'precondition_failed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed; idempotency_mismatch: Idempotency key reused with a different request */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed' | 'idempotency_mismatch';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  getTable: {
    parameters: {
      query?: {
        /** @description Return the tombstone of a deleted table */
        include_deleted?: boolean;
      };
      header?: never;
      path: {
        /**
         * @description The table id
         * @example tbl_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Table'];
        };
      };
      /** @description missing_context_header: Missing company or branch header */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  deleteTable: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag you last saw ("3"), a list of them, or *; 412 precondition_failed when it is stale */
        'if-match'?: string;
      };
      path: {
        /**
         * @description The table id
         * @example tbl_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Table'];
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict; order_has_payments: The order has payments; table_has_open_order: The table has an open order; table_not_occupied: The table has no open order; table_not_free: The table is not free; table_has_bookings: Bookings hold the table; table_conflict: Another booking holds the table then; nothing_to_merge: Fewer than two open orders to merge; illegal_transition: Not allowed in this state */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?:
              | 'conflict'
              | 'order_has_payments'
              | 'table_has_open_order'
              | 'table_not_occupied'
              | 'table_not_free'
              | 'table_has_bookings'
              | 'table_conflict'
              | 'nothing_to_merge'
              | 'illegal_transition';
          };
        };
      };
      /** @description precondition_failed: Precondition failed */
      412: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'precondition_failed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  updateTable: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag you last saw ("3"), a list of them, or *; 412 precondition_failed when it is stale */
        'if-match'?: string;
      };
      path: {
        /**
         * @description The table id
         * @example tbl_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "seats": 6
         *     }
         */
        'application/json': components['schemas']['TableUpdate'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Table'];
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict; order_has_payments: The order has payments; table_has_open_order: The table has an open order; table_not_occupied: The table has no open order; table_not_free: The table is not free; table_has_bookings: Bookings hold the table; table_conflict: Another booking holds the table then; nothing_to_merge: Fewer than two open orders to merge; illegal_transition: Not allowed in this state */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?:
              | 'conflict'
              | 'order_has_payments'
              | 'table_has_open_order'
              | 'table_not_occupied'
              | 'table_not_free'
              | 'table_has_bookings'
              | 'table_conflict'
              | 'nothing_to_merge'
              | 'illegal_transition';
          };
        };
      };
      /** @description precondition_failed: Precondition failed */
      412: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'precondition_failed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  statusTable: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of 1 to 255 visible ASCII characters, as a structured-field string ("…") or bare (the same key). Retries with the same key and body within 24 h return the first response without doing the work again */
        'idempotency-key'?: string;
        /** @description The ETag you last saw ("3"), a list of them, or *; 412 precondition_failed when it is stale */
        'if-match'?: string;
      };
      path: {
        /**
         * @description The table id
         * @example tbl_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    /** @description The status staff set. A table with an open order cannot become available or out_of_service (409 table_has_open_order). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "status": "dirty"
         *     }
         */
        'application/json': components['schemas']['TableStatusChange'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Table'];
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict; order_has_payments: The order has payments; table_has_open_order: The table has an open order; table_not_occupied: The table has no open order; table_not_free: The table is not free; table_has_bookings: Bookings hold the table; table_conflict: Another booking holds the table then; nothing_to_merge: Fewer than two open orders to merge; illegal_transition: Not allowed in this state */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?:
              | 'conflict'
              | 'order_has_payments'
              | 'table_has_open_order'
              | 'table_not_occupied'
              | 'table_not_free'
              | 'table_has_bookings'
              | 'table_conflict'
              | 'nothing_to_merge'
              | 'illegal_transition';
          };
        };
      };
      /** @description precondition_failed: Precondition failed */
      412: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'precondition_failed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed; idempotency_mismatch: Idempotency key reused with a different request */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed' | 'idempotency_mismatch';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  transferTable: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of 1 to 255 visible ASCII characters, as a structured-field string ("…") or bare (the same key). Retries with the same key and body within 24 h return the first response without doing the work again */
        'idempotency-key'?: string;
        /** @description The ETag you last saw ("3"), a list of them, or *; 412 precondition_failed when it is stale */
        'if-match'?: string;
      };
      path: {
        /**
         * @description The table id
         * @example tbl_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    /** @description Moves every open order of the table to another table of the branch that has no open order and is available or reserved. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "to_table_id": "tbl_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC"
         *     }
         */
        'application/json': components['schemas']['TableTransfer'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TableMove'];
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict; order_has_payments: The order has payments; table_has_open_order: The table has an open order; table_not_occupied: The table has no open order; table_not_free: The table is not free; table_has_bookings: Bookings hold the table; table_conflict: Another booking holds the table then; nothing_to_merge: Fewer than two open orders to merge; illegal_transition: Not allowed in this state */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?:
              | 'conflict'
              | 'order_has_payments'
              | 'table_has_open_order'
              | 'table_not_occupied'
              | 'table_not_free'
              | 'table_has_bookings'
              | 'table_conflict'
              | 'nothing_to_merge'
              | 'illegal_transition';
          };
        };
      };
      /** @description precondition_failed: Precondition failed */
      412: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'precondition_failed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed; idempotency_mismatch: Idempotency key reused with a different request */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed' | 'idempotency_mismatch';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  mergeTable: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of 1 to 255 visible ASCII characters, as a structured-field string ("…") or bare (the same key). Retries with the same key and body within 24 h return the first response without doing the work again */
        'idempotency-key'?: string;
        /** @description The ETag you last saw ("3"), a list of them, or *; 412 precondition_failed when it is stale */
        'if-match'?: string;
      };
      path: {
        /**
         * @description The table id
         * @example tbl_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    /** @description The tables whose open orders join this table’s: the oldest open order of this table (or, when it has none, the oldest of theirs) receives the lines of the others, which are canceled. Orders with payments are not merged (409 order_has_payments). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "table_ids": [
         *         "tbl_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BD"
         *       ]
         *     }
         */
        'application/json': components['schemas']['TableMerge'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TableMove'];
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict; order_has_payments: The order has payments; table_has_open_order: The table has an open order; table_not_occupied: The table has no open order; table_not_free: The table is not free; table_has_bookings: Bookings hold the table; table_conflict: Another booking holds the table then; nothing_to_merge: Fewer than two open orders to merge; illegal_transition: Not allowed in this state */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?:
              | 'conflict'
              | 'order_has_payments'
              | 'table_has_open_order'
              | 'table_not_occupied'
              | 'table_not_free'
              | 'table_has_bookings'
              | 'table_conflict'
              | 'nothing_to_merge'
              | 'illegal_transition';
          };
        };
      };
      /** @description precondition_failed: Precondition failed */
      412: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'precondition_failed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed; idempotency_mismatch: Idempotency key reused with a different request */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed' | 'idempotency_mismatch';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  listBookings: {
    parameters: {
      query?: {
        limit?: number;
        /** @description Opaque; from `next_cursor` */
        cursor?: string;
        /** @description Only rows changed at or after this instant (ISO 8601), for filtering by time; sync with sync_token */
        updated_since?: string;
        /** @description Include tombstones (sync) */
        include_deleted?: boolean;
        /** @description Opaque; from `next_sync_token`. Returns exactly the rows changed since, tombstones included, in change order (page with `cursor`); cannot be combined with q, category_id, parent_id or updated_since. 410 sync_token_expired: walk the list again */
        sync_token?: string;
        /**
         * @description Bookings starting on this day of the branch’s time zone (YYYY-MM-DD)
         * @example 2026-11-21
         */
        date?: string;
        status?:
          'pending' | 'confirmed' | 'arrived' | 'seated' | 'completed' | 'canceled' | 'no_show';
        /**
         * @description Bookings naming this table
         * @example tbl_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        table_id?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Booking'][];
            has_more: boolean;
            /** @description Pass as `cursor` to get the next page */
            next_cursor: string | null;
            /** @description On the last page (null before it, and for walks with q, category_id, parent_id or updated_since): pass as `sync_token` to get what changed since the walk started */
            next_sync_token: string | null;
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description sync_token_expired: Sync token expired */
      410: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'sync_token_expired';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  createBooking: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of 1 to 255 visible ASCII characters, as a structured-field string ("…") or bare (the same key). Retries with the same key and body within 24 h return the first response without doing the work again */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "guest_name": "Ann Lee",
         *       "phone": "+441632960961",
         *       "party_size": 4,
         *       "starts_at": "2026-11-21T19:30:00+00:00",
         *       "table_ids": [
         *         "tbl_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC"
         *       ],
         *       "note": "Window seat"
         *     }
         */
        'application/json': components['schemas']['BookingCreate'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          Location: components['headers']['Location'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Booking'];
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict; order_has_payments: The order has payments; table_has_open_order: The table has an open order; table_not_occupied: The table has no open order; table_not_free: The table is not free; table_has_bookings: Bookings hold the table; table_conflict: Another booking holds the table then; nothing_to_merge: Fewer than two open orders to merge; illegal_transition: Not allowed in this state */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?:
              | 'conflict'
              | 'order_has_payments'
              | 'table_has_open_order'
              | 'table_not_occupied'
              | 'table_not_free'
              | 'table_has_bookings'
              | 'table_conflict'
              | 'nothing_to_merge'
              | 'illegal_transition';
          };
        };
      };
      /** @description precondition_failed: Precondition failed */
      412: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'precondition_failed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed; idempotency_mismatch: Idempotency key reused with a different request */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed' | 'idempotency_mismatch';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  getBooking: {
    parameters: {
      query?: {
        /** @description Return the tombstone of a deleted booking */
        include_deleted?: boolean;
      };
      header?: never;
      path: {
        /**
         * @description The booking id
         * @example bkg_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Booking'];
        };
      };
      /** @description missing_context_header: Missing company or branch header */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  deleteBooking: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag you last saw ("3"), a list of them, or *; 412 precondition_failed when it is stale */
        'if-match'?: string;
      };
      path: {
        /**
         * @description The booking id
         * @example bkg_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Booking'];
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict; order_has_payments: The order has payments; table_has_open_order: The table has an open order; table_not_occupied: The table has no open order; table_not_free: The table is not free; table_has_bookings: Bookings hold the table; table_conflict: Another booking holds the table then; nothing_to_merge: Fewer than two open orders to merge; illegal_transition: Not allowed in this state */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?:
              | 'conflict'
              | 'order_has_payments'
              | 'table_has_open_order'
              | 'table_not_occupied'
              | 'table_not_free'
              | 'table_has_bookings'
              | 'table_conflict'
              | 'nothing_to_merge'
              | 'illegal_transition';
          };
        };
      };
      /** @description precondition_failed: Precondition failed */
      412: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'precondition_failed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  updateBooking: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag you last saw ("3"), a list of them, or *; 412 precondition_failed when it is stale */
        'if-match'?: string;
      };
      path: {
        /**
         * @description The booking id
         * @example bkg_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    /** @description While pending, confirmed or arrived. table_ids needs tables:manage_reservations; a table another booking holds at an overlapping time is 409 table_conflict. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "party_size": 6,
         *       "starts_at": "2026-11-21T20:00:00+00:00"
         *     }
         */
        'application/json': components['schemas']['BookingUpdate'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Booking'];
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict; order_has_payments: The order has payments; table_has_open_order: The table has an open order; table_not_occupied: The table has no open order; table_not_free: The table is not free; table_has_bookings: Bookings hold the table; table_conflict: Another booking holds the table then; nothing_to_merge: Fewer than two open orders to merge; illegal_transition: Not allowed in this state */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?:
              | 'conflict'
              | 'order_has_payments'
              | 'table_has_open_order'
              | 'table_not_occupied'
              | 'table_not_free'
              | 'table_has_bookings'
              | 'table_conflict'
              | 'nothing_to_merge'
              | 'illegal_transition';
          };
        };
      };
      /** @description precondition_failed: Precondition failed */
      412: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'precondition_failed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  confirmBooking: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of 1 to 255 visible ASCII characters, as a structured-field string ("…") or bare (the same key). Retries with the same key and body within 24 h return the first response without doing the work again */
        'idempotency-key'?: string;
        /** @description The ETag you last saw ("3"), a list of them, or *; 412 precondition_failed when it is stale */
        'if-match'?: string;
      };
      path: {
        /**
         * @description The booking id
         * @example bkg_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Booking'];
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict; order_has_payments: The order has payments; table_has_open_order: The table has an open order; table_not_occupied: The table has no open order; table_not_free: The table is not free; table_has_bookings: Bookings hold the table; table_conflict: Another booking holds the table then; nothing_to_merge: Fewer than two open orders to merge; illegal_transition: Not allowed in this state */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?:
              | 'conflict'
              | 'order_has_payments'
              | 'table_has_open_order'
              | 'table_not_occupied'
              | 'table_not_free'
              | 'table_has_bookings'
              | 'table_conflict'
              | 'nothing_to_merge'
              | 'illegal_transition';
          };
        };
      };
      /** @description precondition_failed: Precondition failed */
      412: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'precondition_failed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed; idempotency_mismatch: Idempotency key reused with a different request */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed' | 'idempotency_mismatch';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  arriveBooking: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of 1 to 255 visible ASCII characters, as a structured-field string ("…") or bare (the same key). Retries with the same key and body within 24 h return the first response without doing the work again */
        'idempotency-key'?: string;
        /** @description The ETag you last saw ("3"), a list of them, or *; 412 precondition_failed when it is stale */
        'if-match'?: string;
      };
      path: {
        /**
         * @description The booking id
         * @example bkg_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Booking'];
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict; order_has_payments: The order has payments; table_has_open_order: The table has an open order; table_not_occupied: The table has no open order; table_not_free: The table is not free; table_has_bookings: Bookings hold the table; table_conflict: Another booking holds the table then; nothing_to_merge: Fewer than two open orders to merge; illegal_transition: Not allowed in this state */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?:
              | 'conflict'
              | 'order_has_payments'
              | 'table_has_open_order'
              | 'table_not_occupied'
              | 'table_not_free'
              | 'table_has_bookings'
              | 'table_conflict'
              | 'nothing_to_merge'
              | 'illegal_transition';
          };
        };
      };
      /** @description precondition_failed: Precondition failed */
      412: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'precondition_failed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed; idempotency_mismatch: Idempotency key reused with a different request */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed' | 'idempotency_mismatch';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  seatBooking: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of 1 to 255 visible ASCII characters, as a structured-field string ("…") or bare (the same key). Retries with the same key and body within 24 h return the first response without doing the work again */
        'idempotency-key'?: string;
        /** @description The ETag you last saw ("3"), a list of them, or *; 412 precondition_failed when it is stale */
        'if-match'?: string;
      };
      path: {
        /**
         * @description The booking id
         * @example bkg_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    /** @description open_order: true opens an order (no lines yet) on the booking’s first table, for its customer (needs orders:create). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "open_order": true
         *     }
         */
        'application/json': components['schemas']['BookingSeat'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Booking'];
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict; order_has_payments: The order has payments; table_has_open_order: The table has an open order; table_not_occupied: The table has no open order; table_not_free: The table is not free; table_has_bookings: Bookings hold the table; table_conflict: Another booking holds the table then; nothing_to_merge: Fewer than two open orders to merge; illegal_transition: Not allowed in this state */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?:
              | 'conflict'
              | 'order_has_payments'
              | 'table_has_open_order'
              | 'table_not_occupied'
              | 'table_not_free'
              | 'table_has_bookings'
              | 'table_conflict'
              | 'nothing_to_merge'
              | 'illegal_transition';
          };
        };
      };
      /** @description precondition_failed: Precondition failed */
      412: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'precondition_failed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed; idempotency_mismatch: Idempotency key reused with a different request */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed' | 'idempotency_mismatch';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  completeBooking: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of 1 to 255 visible ASCII characters, as a structured-field string ("…") or bare (the same key). Retries with the same key and body within 24 h return the first response without doing the work again */
        'idempotency-key'?: string;
        /** @description The ETag you last saw ("3"), a list of them, or *; 412 precondition_failed when it is stale */
        'if-match'?: string;
      };
      path: {
        /**
         * @description The booking id
         * @example bkg_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Booking'];
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict; order_has_payments: The order has payments; table_has_open_order: The table has an open order; table_not_occupied: The table has no open order; table_not_free: The table is not free; table_has_bookings: Bookings hold the table; table_conflict: Another booking holds the table then; nothing_to_merge: Fewer than two open orders to merge; illegal_transition: Not allowed in this state */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?:
              | 'conflict'
              | 'order_has_payments'
              | 'table_has_open_order'
              | 'table_not_occupied'
              | 'table_not_free'
              | 'table_has_bookings'
              | 'table_conflict'
              | 'nothing_to_merge'
              | 'illegal_transition';
          };
        };
      };
      /** @description precondition_failed: Precondition failed */
      412: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'precondition_failed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed; idempotency_mismatch: Idempotency key reused with a different request */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed' | 'idempotency_mismatch';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  cancelBooking: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of 1 to 255 visible ASCII characters, as a structured-field string ("…") or bare (the same key). Retries with the same key and body within 24 h return the first response without doing the work again */
        'idempotency-key'?: string;
        /** @description The ETag you last saw ("3"), a list of them, or *; 412 precondition_failed when it is stale */
        'if-match'?: string;
      };
      path: {
        /**
         * @description The booking id
         * @example bkg_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Booking'];
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict; order_has_payments: The order has payments; table_has_open_order: The table has an open order; table_not_occupied: The table has no open order; table_not_free: The table is not free; table_has_bookings: Bookings hold the table; table_conflict: Another booking holds the table then; nothing_to_merge: Fewer than two open orders to merge; illegal_transition: Not allowed in this state */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?:
              | 'conflict'
              | 'order_has_payments'
              | 'table_has_open_order'
              | 'table_not_occupied'
              | 'table_not_free'
              | 'table_has_bookings'
              | 'table_conflict'
              | 'nothing_to_merge'
              | 'illegal_transition';
          };
        };
      };
      /** @description precondition_failed: Precondition failed */
      412: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'precondition_failed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed; idempotency_mismatch: Idempotency key reused with a different request */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed' | 'idempotency_mismatch';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  noShowBooking: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of 1 to 255 visible ASCII characters, as a structured-field string ("…") or bare (the same key). Retries with the same key and body within 24 h return the first response without doing the work again */
        'idempotency-key'?: string;
        /** @description The ETag you last saw ("3"), a list of them, or *; 412 precondition_failed when it is stale */
        'if-match'?: string;
      };
      path: {
        /**
         * @description The booking id
         * @example bkg_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Booking'];
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict; order_has_payments: The order has payments; table_has_open_order: The table has an open order; table_not_occupied: The table has no open order; table_not_free: The table is not free; table_has_bookings: Bookings hold the table; table_conflict: Another booking holds the table then; nothing_to_merge: Fewer than two open orders to merge; illegal_transition: Not allowed in this state */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?:
              | 'conflict'
              | 'order_has_payments'
              | 'table_has_open_order'
              | 'table_not_occupied'
              | 'table_not_free'
              | 'table_has_bookings'
              | 'table_conflict'
              | 'nothing_to_merge'
              | 'illegal_transition';
          };
        };
      };
      /** @description precondition_failed: Precondition failed */
      412: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'precondition_failed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed; idempotency_mismatch: Idempotency key reused with a different request */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed' | 'idempotency_mismatch';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  getSalesReport: {
    parameters: {
      query: {
        /**
         * @description The first business date of the range, inclusive (YYYY-MM-DD). At most 366 days in all: wider is 400 range_too_large, never shortened
         * @example 2026-11-01
         */
        from: string;
        /**
         * @description The last business date of the range, inclusive (YYYY-MM-DD). At most 366 days in all: wider is 400 range_too_large, never shortened
         * @example 2026-11-30
         */
        to: string;
        /** @description One or two of business_date, hour, product, category, payment_method, source, customer, separated by a comma (default business_date) */
        group_by?:
          | 'business_date'
          | 'business_date,hour'
          | 'business_date,product'
          | 'business_date,category'
          | 'business_date,payment_method'
          | 'business_date,source'
          | 'business_date,customer'
          | 'hour'
          | 'hour,business_date'
          | 'hour,product'
          | 'hour,category'
          | 'hour,payment_method'
          | 'hour,source'
          | 'hour,customer'
          | 'product'
          | 'product,business_date'
          | 'product,hour'
          | 'product,category'
          | 'product,payment_method'
          | 'product,source'
          | 'product,customer'
          | 'category'
          | 'category,business_date'
          | 'category,hour'
          | 'category,product'
          | 'category,payment_method'
          | 'category,source'
          | 'category,customer'
          | 'payment_method'
          | 'payment_method,business_date'
          | 'payment_method,hour'
          | 'payment_method,product'
          | 'payment_method,category'
          | 'payment_method,source'
          | 'payment_method,customer'
          | 'source'
          | 'source,business_date'
          | 'source,hour'
          | 'source,product'
          | 'source,category'
          | 'source,payment_method'
          | 'source,customer'
          | 'customer'
          | 'customer,business_date'
          | 'customer,hour'
          | 'customer,product'
          | 'customer,category'
          | 'customer,payment_method'
          | 'customer,source';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesReport'];
        };
      };
      /** @description missing_context_header: Missing company or branch header; range_too_large: Date range too large */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'range_too_large';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  listCustomReports: {
    parameters: {
      query?: {
        limit?: number;
        /** @description Opaque; from `next_cursor` */
        cursor?: string;
        /** @description Only rows changed at or after this instant (ISO 8601), for filtering by time; sync with sync_token */
        updated_since?: string;
        /** @description Include tombstones (sync) */
        include_deleted?: boolean;
        /** @description Opaque; from `next_sync_token`. Returns exactly the rows changed since, tombstones included, in change order (page with `cursor`); cannot be combined with q, category_id, parent_id or updated_since. 410 sync_token_expired: walk the list again */
        sync_token?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['CustomReport'][];
            has_more: boolean;
            /** @description Pass as `cursor` to get the next page */
            next_cursor: string | null;
            /** @description On the last page (null before it, and for walks with q, category_id, parent_id or updated_since): pass as `sync_token` to get what changed since the walk started */
            next_sync_token: string | null;
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description sync_token_expired: Sync token expired */
      410: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'sync_token_expired';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  createCustomReport: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of 1 to 255 visible ASCII characters, as a structured-field string ("…") or bare (the same key). Retries with the same key and body within 24 h return the first response without doing the work again */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Card sales by hour",
         *       "dimensions": [
         *         "hour"
         *       ],
         *       "metrics": [
         *         "orders",
         *         "gross",
         *         "net",
         *         "payments"
         *       ],
         *       "filters": {
         *         "payment_method": [
         *           "card"
         *         ]
         *       }
         *     }
         */
        'application/json': components['schemas']['CustomReportCreate'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          Location: components['headers']['Location'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CustomReport'];
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'conflict';
          };
        };
      };
      /** @description precondition_failed: Precondition failed */
      412: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'precondition_failed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed; idempotency_mismatch: Idempotency key reused with a different request */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed' | 'idempotency_mismatch';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  getCustomReport: {
    parameters: {
      query?: {
        /** @description Return the tombstone of a deleted custom report */
        include_deleted?: boolean;
      };
      header?: never;
      path: {
        /**
         * @description The custom report id
         * @example rpt_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CustomReport'];
        };
      };
      /** @description missing_context_header: Missing company or branch header */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  deleteCustomReport: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag you last saw ("3"), a list of them, or *; 412 precondition_failed when it is stale */
        'if-match'?: string;
      };
      path: {
        /**
         * @description The custom report id
         * @example rpt_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CustomReport'];
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'conflict';
          };
        };
      };
      /** @description precondition_failed: Precondition failed */
      412: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'precondition_failed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  updateCustomReport: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag you last saw ("3"), a list of them, or *; 412 precondition_failed when it is stale */
        'if-match'?: string;
      };
      path: {
        /**
         * @description The custom report id
         * @example rpt_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CustomReportUpdate'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CustomReport'];
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'conflict';
          };
        };
      };
      /** @description precondition_failed: Precondition failed */
      412: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'precondition_failed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  runCustomReport: {
    parameters: {
      query: {
        /**
         * @description The first business date of the range, inclusive (YYYY-MM-DD). At most 366 days in all: wider is 400 range_too_large, never shortened
         * @example 2026-11-01
         */
        from: string;
        /**
         * @description The last business date of the range, inclusive (YYYY-MM-DD). At most 366 days in all: wider is 400 range_too_large, never shortened
         * @example 2026-11-30
         */
        to: string;
      };
      header?: never;
      path: {
        /**
         * @description The custom report id
         * @example rpt_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CustomReportRun'];
        };
      };
      /** @description missing_context_header: Missing company or branch header; range_too_large: Date range too large */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'range_too_large';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  listOrders: {
    parameters: {
      query?: {
        limit?: number;
        /** @description Opaque; from `next_cursor` */
        cursor?: string;
        /** @description Only rows changed at or after this instant (ISO 8601), for filtering by time; sync with sync_token */
        updated_since?: string;
        /** @description Include tombstones (sync) */
        include_deleted?: boolean;
        /** @description Opaque; from `next_sync_token`. Returns exactly the rows changed since, tombstones included, in change order (page with `cursor`); cannot be combined with q, category_id, parent_id or updated_since. 410 sync_token_expired: walk the list again */
        sync_token?: string;
        status?: 'open' | 'completed' | 'canceled';
        /**
         * @description business_date on or after this day
         * @example 2026-11-21
         */
        business_date_from?: string;
        /**
         * @description business_date on or before this day
         * @example 2026-11-21
         */
        business_date_to?: string;
        /** @example cus_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
        customer_id?: string;
        /** @description source equals */
        source?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Order'][];
            has_more: boolean;
            /** @description Pass as `cursor` to get the next page */
            next_cursor: string | null;
            /** @description On the last page (null before it, and for walks with q, category_id, parent_id or updated_since): pass as `sync_token` to get what changed since the walk started */
            next_sync_token: string | null;
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description sync_token_expired: Sync token expired */
      410: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'sync_token_expired';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  createOrder: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of 1 to 255 visible ASCII characters, as a structured-field string ("…") or bare (the same key). Retries with the same key and body within 24 h return the first response without doing the work again */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "lines": [
         *         {
         *           "product_id": "prd_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC",
         *           "quantity": 2
         *         },
         *         {
         *           "name": "Cake",
         *           "unit_price": {
         *             "amount": 450
         *           },
         *           "quantity": 1
         *         }
         *       ],
         *       "discount": {
         *         "percent": 10
         *       },
         *       "source": "pos",
         *       "note": "Table by the window"
         *     }
         */
        'application/json': components['schemas']['OrderCreate'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          Location: components['headers']['Location'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Order'];
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'conflict';
          };
        };
      };
      /** @description precondition_failed: Precondition failed */
      412: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'precondition_failed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed; idempotency_mismatch: Idempotency key reused with a different request */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed' | 'idempotency_mismatch';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  getOrder: {
    parameters: {
      query?: {
        /** @description Return the tombstone of a deleted order */
        include_deleted?: boolean;
      };
      header?: never;
      path: {
        /**
         * @description The order id
         * @example ord_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Order'];
        };
      };
      /** @description missing_context_header: Missing company or branch header */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  deleteOrder: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag you last saw ("3"), a list of them, or *; 412 precondition_failed when it is stale */
        'if-match'?: string;
      };
      path: {
        /**
         * @description The order id
         * @example ord_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Order'];
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict; order_not_open: The order is no longer open; balance_due: The order still has a balance due; payment_exceeds_balance: The payment is more than the balance due; order_has_payments: The order has payments */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?:
              | 'conflict'
              | 'order_not_open'
              | 'balance_due'
              | 'payment_exceeds_balance'
              | 'order_has_payments';
          };
        };
      };
      /** @description precondition_failed: Precondition failed */
      412: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'precondition_failed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  updateOrder: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag you last saw ("3"), a list of them, or *; 412 precondition_failed when it is stale */
        'if-match'?: string;
      };
      path: {
        /**
         * @description The order id
         * @example ord_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    /** @description Any subset, while the order is open (409 order_not_open after; `note` always). `lines` replaces every line (new line ids), priced with the products and rates as they are now; `discount` alone re-prices the lines as they were priced. Neither once the order has a payment (409 order_has_payments). */
    requestBody: {
      content: {
        'application/json': components['schemas']['OrderUpdate'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Order'];
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict; order_not_open: The order is no longer open; balance_due: The order still has a balance due; payment_exceeds_balance: The payment is more than the balance due; order_has_payments: The order has payments */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?:
              | 'conflict'
              | 'order_not_open'
              | 'balance_due'
              | 'payment_exceeds_balance'
              | 'order_has_payments';
          };
        };
      };
      /** @description precondition_failed: Precondition failed */
      412: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'precondition_failed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  completeOrder: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of 1 to 255 visible ASCII characters, as a structured-field string ("…") or bare (the same key). Retries with the same key and body within 24 h return the first response without doing the work again */
        'idempotency-key'?: string;
        /** @description The ETag you last saw ("3"), a list of them, or *; 412 precondition_failed when it is stale */
        'if-match'?: string;
      };
      path: {
        /**
         * @description The order id
         * @example ord_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Order'];
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict; order_not_open: The order is no longer open; balance_due: The order still has a balance due; payment_exceeds_balance: The payment is more than the balance due; order_has_payments: The order has payments */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?:
              | 'conflict'
              | 'order_not_open'
              | 'balance_due'
              | 'payment_exceeds_balance'
              | 'order_has_payments';
          };
        };
      };
      /** @description precondition_failed: Precondition failed */
      412: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'precondition_failed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed; idempotency_mismatch: Idempotency key reused with a different request */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed' | 'idempotency_mismatch';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  cancelOrder: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of 1 to 255 visible ASCII characters, as a structured-field string ("…") or bare (the same key). Retries with the same key and body within 24 h return the first response without doing the work again */
        'idempotency-key'?: string;
        /** @description The ETag you last saw ("3"), a list of them, or *; 412 precondition_failed when it is stale */
        'if-match'?: string;
      };
      path: {
        /**
         * @description The order id
         * @example ord_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Order'];
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict; order_not_open: The order is no longer open; balance_due: The order still has a balance due; payment_exceeds_balance: The payment is more than the balance due; order_has_payments: The order has payments */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?:
              | 'conflict'
              | 'order_not_open'
              | 'balance_due'
              | 'payment_exceeds_balance'
              | 'order_has_payments';
          };
        };
      };
      /** @description precondition_failed: Precondition failed */
      412: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'precondition_failed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed; idempotency_mismatch: Idempotency key reused with a different request */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed' | 'idempotency_mismatch';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  paymentsOrder: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of 1 to 255 visible ASCII characters, as a structured-field string ("…") or bare (the same key). Retries with the same key and body within 24 h return the first response without doing the work again */
        'idempotency-key'?: string;
      };
      path: {
        /**
         * @description The order id
         * @example ord_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    /** @description A payment on an open order. amount is at most the balance due (409 payment_exceeds_balance); for cash, tendered (at least amount + tip) gives the change. */
    requestBody: {
      content: {
        'application/json': components['schemas']['PaymentCreate'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          Location: components['headers']['Location'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Payment'];
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict; order_not_open: The order is no longer open; balance_due: The order still has a balance due; payment_exceeds_balance: The payment is more than the balance due; order_has_payments: The order has payments */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?:
              | 'conflict'
              | 'order_not_open'
              | 'balance_due'
              | 'payment_exceeds_balance'
              | 'order_has_payments';
          };
        };
      };
      /** @description precondition_failed: Precondition failed */
      412: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'precondition_failed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed; idempotency_mismatch: Idempotency key reused with a different request */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed' | 'idempotency_mismatch';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  listPayments: {
    parameters: {
      query?: {
        limit?: number;
        /** @description Opaque; from `next_cursor` */
        cursor?: string;
        /** @description Only rows changed at or after this instant (ISO 8601), for filtering by time; sync with sync_token */
        updated_since?: string;
        /** @description Include tombstones (sync) */
        include_deleted?: boolean;
        /** @description Opaque; from `next_sync_token`. Returns exactly the rows changed since, tombstones included, in change order (page with `cursor`); cannot be combined with q, category_id, parent_id or updated_since. 410 sync_token_expired: walk the list again */
        sync_token?: string;
        /** @example ord_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
        order_id?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Payment'][];
            has_more: boolean;
            /** @description Pass as `cursor` to get the next page */
            next_cursor: string | null;
            /** @description On the last page (null before it, and for walks with q, category_id, parent_id or updated_since): pass as `sync_token` to get what changed since the walk started */
            next_sync_token: string | null;
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description sync_token_expired: Sync token expired */
      410: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'sync_token_expired';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  getPayment: {
    parameters: {
      query?: {
        /** @description Return the tombstone of a deleted payment */
        include_deleted?: boolean;
      };
      header?: never;
      path: {
        /**
         * @description The payment id
         * @example pay_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Payment'];
        };
      };
      /** @description missing_context_header: Missing company or branch header */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  listRefunds: {
    parameters: {
      query?: {
        limit?: number;
        /** @description Opaque; from `next_cursor` */
        cursor?: string;
        /** @description Only rows changed at or after this instant (ISO 8601), for filtering by time; sync with sync_token */
        updated_since?: string;
        /** @description Include tombstones (sync) */
        include_deleted?: boolean;
        /** @description Opaque; from `next_sync_token`. Returns exactly the rows changed since, tombstones included, in change order (page with `cursor`); cannot be combined with q, category_id, parent_id or updated_since. 410 sync_token_expired: walk the list again */
        sync_token?: string;
        /**
         * @description Only the refunds of this order
         * @example ord_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        order_id?: string;
        /**
         * @description Only refunds of this business day or later (YYYY-MM-DD)
         * @example 2026-11-21
         */
        business_date_from?: string;
        /**
         * @description Only refunds of this business day or earlier (YYYY-MM-DD)
         * @example 2026-11-21
         */
        business_date_to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Refund'][];
            has_more: boolean;
            /** @description Pass as `cursor` to get the next page */
            next_cursor: string | null;
            /** @description On the last page (null before it, and for walks with q, category_id, parent_id or updated_since): pass as `sync_token` to get what changed since the walk started */
            next_sync_token: string | null;
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description sync_token_expired: Sync token expired */
      410: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'sync_token_expired';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  getRefund: {
    parameters: {
      query?: {
        /** @description Return the tombstone of a deleted refund */
        include_deleted?: boolean;
      };
      header?: never;
      path: {
        /**
         * @description The refund id
         * @example ref_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Refund'];
        };
      };
      /** @description missing_context_header: Missing company or branch header */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  refundOrder: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of 1 to 255 visible ASCII characters, as a structured-field string ("…") or bare (the same key). Retries with the same key and body within 24 h return the first response without doing the work again */
        'idempotency-key'?: string;
      };
      path: {
        /**
         * @description The order id
         * @example ord_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    /** @description Exactly one of `lines` (each line refunded with its share of discounts and taxes) or `amount`. */
    requestBody: {
      content: {
        'application/json': components['schemas']['RefundCreate'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          Location: components['headers']['Location'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Refund'];
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict; order_not_open: The order is no longer open; balance_due: The order still has a balance due; payment_exceeds_balance: The payment is more than the balance due; order_has_payments: The order has payments; order_not_completed: The order is not completed; refund_exceeds_paid: The refund is more than paid and not refunded; refund_exceeds_line: The refund is more of a line than sold; refund_exceeds_payment: The refund is more than the payment has left */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?:
              | 'conflict'
              | 'order_not_open'
              | 'balance_due'
              | 'payment_exceeds_balance'
              | 'order_has_payments'
              | 'order_not_completed'
              | 'refund_exceeds_paid'
              | 'refund_exceeds_line'
              | 'refund_exceeds_payment';
          };
        };
      };
      /** @description precondition_failed: Precondition failed */
      412: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'precondition_failed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed; idempotency_mismatch: Idempotency key reused with a different request */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed' | 'idempotency_mismatch';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  listApiKeys: {
    parameters: {
      query?: {
        include_inactive?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @example pk_8fJ2kL0pQrS7tUvW1xYz3aBc */
              public_key: string;
              name: string;
              description: string | null;
              /**
               * @example [
               *       "products:view"
               *     ]
               */
              scopes: string[];
              /** @enum {string} */
              status: 'active' | 'inactive';
              /** @example cmp_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
              company_id: string;
              /** @example brn_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
              branch_id: string;
              total_requests: number;
              /** @description In the branch's time zone */
              requests_today: number;
              /**
               * Format: date-time
               * @example 2026-11-21T10:00:00.000Z
               */
              last_used_at: string | null;
              /**
               * Format: date-time
               * @example 2026-11-21T10:00:00.000Z
               */
              created_at: string;
              /**
               * Format: date-time
               * @example 2026-11-21T10:00:00.000Z
               */
              updated_at: string;
              /**
               * Format: date-time
               * @example 2026-11-21T10:00:00.000Z
               */
              secret_rotated_at: string;
              /** @description Addresses and CIDR ranges the key may be used from; empty: any address */
              allowed_ips: string[];
              /**
               * Format: date-time
               * @example 2026-11-21T10:00:00.000Z
               */
              expires_at: string | null;
              expired: boolean;
              /** @description Expires within 7 days */
              expires_soon: boolean;
            }[];
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  createApiKey: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of 1 to 255 visible ASCII characters, as a structured-field string ("…") or bare (the same key). Retries with the same key and body within 24 h return the first response without doing the work again */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          description?: string | null;
          /** @description `entity:action` or `entity:*`; only permissions the calling key holds itself (403 insufficient_scope otherwise) */
          scopes: string[];
          /** @description Addresses or CIDR ranges (at most 50); empty or null: any address */
          allowed_ips?: string[] | null;
          /** @description ISO 8601 instant within 10 years; null: never */
          expires_at?: string | null;
          /** @description Optional; the key's own only */
          company_id?: string;
          /** @description Optional; the key's own only */
          branch_id?: string;
        };
      };
    };
    responses: {
      /** @description The key with its secret, shown this once: store it now */
      201: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          Location: components['headers']['Location'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example pk_8fJ2kL0pQrS7tUvW1xYz3aBc */
            public_key: string;
            name: string;
            description: string | null;
            /**
             * @example [
             *       "products:view"
             *     ]
             */
            scopes: string[];
            /** @enum {string} */
            status: 'active' | 'inactive';
            /** @example cmp_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
            company_id: string;
            /** @example brn_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
            branch_id: string;
            total_requests: number;
            /** @description In the branch's time zone */
            requests_today: number;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            last_used_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            updated_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            secret_rotated_at: string;
            /** @description Addresses and CIDR ranges the key may be used from; empty: any address */
            allowed_ips: string[];
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            expires_at: string | null;
            expired: boolean;
            /** @description Expires within 7 days */
            expires_soon: boolean;
            /** @description Shown once; the console can reveal it later */
            secret_key: string;
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'conflict';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed; idempotency_mismatch: Idempotency key reused with a different request */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed' | 'idempotency_mismatch';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  getApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The public key (pk_…)
         * @example pk_8fJ2kL0pQrS7tUvW1xYz3aBc
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description An API key as the console lists it; never its secret */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example pk_8fJ2kL0pQrS7tUvW1xYz3aBc */
            public_key: string;
            name: string;
            description: string | null;
            /**
             * @example [
             *       "products:view"
             *     ]
             */
            scopes: string[];
            /** @enum {string} */
            status: 'active' | 'inactive';
            /** @example cmp_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
            company_id: string;
            /** @example brn_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
            branch_id: string;
            total_requests: number;
            /** @description In the branch's time zone */
            requests_today: number;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            last_used_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            updated_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            secret_rotated_at: string;
            /** @description Addresses and CIDR ranges the key may be used from; empty: any address */
            allowed_ips: string[];
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            expires_at: string | null;
            expired: boolean;
            /** @description Expires within 7 days */
            expires_soon: boolean;
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  updateApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The public key (pk_…)
         * @example pk_8fJ2kL0pQrS7tUvW1xYz3aBc
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          description?: string | null;
          /** @description Addresses or CIDR ranges (at most 50); empty or null: any address */
          allowed_ips?: string[] | null;
          /** @description ISO 8601 instant within 10 years; null: never */
          expires_at?: string | null;
        };
      };
    };
    responses: {
      /** @description An API key as the console lists it; never its secret */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example pk_8fJ2kL0pQrS7tUvW1xYz3aBc */
            public_key: string;
            name: string;
            description: string | null;
            /**
             * @example [
             *       "products:view"
             *     ]
             */
            scopes: string[];
            /** @enum {string} */
            status: 'active' | 'inactive';
            /** @example cmp_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
            company_id: string;
            /** @example brn_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
            branch_id: string;
            total_requests: number;
            /** @description In the branch's time zone */
            requests_today: number;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            last_used_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            updated_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            secret_rotated_at: string;
            /** @description Addresses and CIDR ranges the key may be used from; empty: any address */
            allowed_ips: string[];
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            expires_at: string | null;
            expired: boolean;
            /** @description Expires within 7 days */
            expires_soon: boolean;
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'conflict';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  getApiKeyUsage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The public key (pk_…)
         * @example pk_8fJ2kL0pQrS7tUvW1xYz3aBc
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            public_key: string;
            total_requests: number;
            requests_today: number;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            last_used_at: string | null;
            /** @description Requests per day of the last 30 (the branch's days), newest first */
            days: {
              /** @example 2026-11-21 */
              day: string;
              requests: number;
            }[];
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  regenerateApiKey: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of 1 to 255 visible ASCII characters, as a structured-field string ("…") or bare (the same key). Retries with the same key and body within 24 h return the first response without doing the work again */
        'idempotency-key'?: string;
      };
      path: {
        /**
         * @description The public key (pk_…)
         * @example pk_8fJ2kL0pQrS7tUvW1xYz3aBc
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The key with its secret, shown this once: store it now */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example pk_8fJ2kL0pQrS7tUvW1xYz3aBc */
            public_key: string;
            name: string;
            description: string | null;
            /**
             * @example [
             *       "products:view"
             *     ]
             */
            scopes: string[];
            /** @enum {string} */
            status: 'active' | 'inactive';
            /** @example cmp_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
            company_id: string;
            /** @example brn_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
            branch_id: string;
            total_requests: number;
            /** @description In the branch's time zone */
            requests_today: number;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            last_used_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            updated_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            secret_rotated_at: string;
            /** @description Addresses and CIDR ranges the key may be used from; empty: any address */
            allowed_ips: string[];
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            expires_at: string | null;
            expired: boolean;
            /** @description Expires within 7 days */
            expires_soon: boolean;
            /** @description Shown once; the console can reveal it later */
            secret_key: string;
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed; idempotency_mismatch: Idempotency key reused with a different request */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed' | 'idempotency_mismatch';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  activateApiKey: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of 1 to 255 visible ASCII characters, as a structured-field string ("…") or bare (the same key). Retries with the same key and body within 24 h return the first response without doing the work again */
        'idempotency-key'?: string;
      };
      path: {
        /**
         * @description The public key (pk_…)
         * @example pk_8fJ2kL0pQrS7tUvW1xYz3aBc
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description An API key as the console lists it; never its secret */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example pk_8fJ2kL0pQrS7tUvW1xYz3aBc */
            public_key: string;
            name: string;
            description: string | null;
            /**
             * @example [
             *       "products:view"
             *     ]
             */
            scopes: string[];
            /** @enum {string} */
            status: 'active' | 'inactive';
            /** @example cmp_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
            company_id: string;
            /** @example brn_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
            branch_id: string;
            total_requests: number;
            /** @description In the branch's time zone */
            requests_today: number;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            last_used_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            updated_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            secret_rotated_at: string;
            /** @description Addresses and CIDR ranges the key may be used from; empty: any address */
            allowed_ips: string[];
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            expires_at: string | null;
            expired: boolean;
            /** @description Expires within 7 days */
            expires_soon: boolean;
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed; idempotency_mismatch: Idempotency key reused with a different request */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed' | 'idempotency_mismatch';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  deactivateApiKey: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of 1 to 255 visible ASCII characters, as a structured-field string ("…") or bare (the same key). Retries with the same key and body within 24 h return the first response without doing the work again */
        'idempotency-key'?: string;
      };
      path: {
        /**
         * @description The public key (pk_…)
         * @example pk_8fJ2kL0pQrS7tUvW1xYz3aBc
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description An API key as the console lists it; never its secret */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example pk_8fJ2kL0pQrS7tUvW1xYz3aBc */
            public_key: string;
            name: string;
            description: string | null;
            /**
             * @example [
             *       "products:view"
             *     ]
             */
            scopes: string[];
            /** @enum {string} */
            status: 'active' | 'inactive';
            /** @example cmp_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
            company_id: string;
            /** @example brn_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
            branch_id: string;
            total_requests: number;
            /** @description In the branch's time zone */
            requests_today: number;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            last_used_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            updated_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            secret_rotated_at: string;
            /** @description Addresses and CIDR ranges the key may be used from; empty: any address */
            allowed_ips: string[];
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            expires_at: string | null;
            expired: boolean;
            /** @description Expires within 7 days */
            expires_soon: boolean;
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed; idempotency_mismatch: Idempotency key reused with a different request */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed' | 'idempotency_mismatch';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  regenerateOwnKey: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of 1 to 255 visible ASCII characters, as a structured-field string ("…") or bare (the same key). Retries with the same key and body within 24 h return the first response without doing the work again */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The key with its secret, shown this once: store it now */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example pk_8fJ2kL0pQrS7tUvW1xYz3aBc */
            public_key: string;
            name: string;
            description: string | null;
            /**
             * @example [
             *       "products:view"
             *     ]
             */
            scopes: string[];
            /** @enum {string} */
            status: 'active' | 'inactive';
            /** @example cmp_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
            company_id: string;
            /** @example brn_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
            branch_id: string;
            total_requests: number;
            /** @description In the branch's time zone */
            requests_today: number;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            last_used_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            updated_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            secret_rotated_at: string;
            /** @description Addresses and CIDR ranges the key may be used from; empty: any address */
            allowed_ips: string[];
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            expires_at: string | null;
            expired: boolean;
            /** @description Expires within 7 days */
            expires_soon: boolean;
            /** @description Shown once; the console can reveal it later */
            secret_key: string;
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed; idempotency_mismatch: Idempotency key reused with a different request */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed' | 'idempotency_mismatch';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  listWebhooks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @example whk_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
              id: string;
              /** @example cmp_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
              company_id: string;
              /** @example brn_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
              branch_id: string;
              url: string;
              description: string | null;
              events: (
                | 'product.created'
                | 'product.updated'
                | 'product.deleted'
                | 'product.stock_updated'
                | 'category.created'
                | 'category.updated'
                | 'category.deleted'
              )[];
              /** @description Product events only for these categories; null: every product event */
              filter?: {
                category_ids?: string[];
              } | null;
              /** @description The most deliveries started per second; null: no limit */
              max_per_second?: number | null;
              /** @enum {string} */
              status: 'active' | 'inactive';
              /** @description Why the system set it inactive (410 Gone, 72 h of failures) */
              disabled_reason: string | null;
              /**
               * Format: date-time
               * @example 2026-11-21T10:00:00.000Z
               */
              deactivated_at: string | null;
              /**
               * Format: date-time
               * @example 2026-11-21T10:00:00.000Z
               */
              created_at: string;
              /**
               * Format: date-time
               * @example 2026-11-21T10:00:00.000Z
               */
              updated_at: string;
              last_delivery: {
                /**
                 * Format: date-time
                 * @example 2026-11-21T10:00:00.000Z
                 */
                at?: string;
                event_id?: string;
                event_type?: string;
                attempt?: number;
                succeeded?: boolean;
                http_status?: number | null;
                error_kind?: string | null;
              } | null;
              pending_deliveries: number;
              missed: {
                from_sequence?: number;
                to_sequence?: number;
              } | null;
              /**
               * Format: date-time
               * @description While a rotation's overlap lasts, when the previous secret stops signing
               * @example 2026-11-21T10:00:00.000Z
               */
              previous_secret_expires_at: string | null;
            }[];
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  createWebhook: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of 1 to 255 visible ASCII characters, as a structured-field string ("…") or bare (the same key). Retries with the same key and body within 24 h return the first response without doing the work again */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description HTTPS; plain http:// only to a local-network address with the branch's allow_http_local on */
          url: string;
          description?: string | null;
          /** @description Of: product.created, product.updated, product.deleted, product.stock_updated, category.created, category.updated, category.deleted. product.* needs products:view and category.* categories:view (403 otherwise) */
          events: string[];
          /** @description Narrows product events to products in (or moved out of) these live categories of the branch; null or an empty list: every product event. Category events are not filtered */
          filter?: {
            category_ids: string[];
          } | null;
          /** @description The most deliveries started per second (1 to 1000); deliveries beyond it wait, none is dropped. null: no limit */
          max_per_second?: number | null;
          /** @description A signing secret of your own (16 to 256 characters, or whsec_ + base64 of 24 to 64 bytes); blank: generated at create, kept at update */
          secret?: string | null;
          /** @description Optional; the key's own only */
          company_id?: string;
          /** @description Optional; the key's own only */
          branch_id?: string;
        };
      };
    };
    responses: {
      /** @description The webhook with its signing secret, shown this once: store it in the receiver */
      201: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          Location: components['headers']['Location'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example whk_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
            id: string;
            /** @example cmp_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
            company_id: string;
            /** @example brn_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
            branch_id: string;
            url: string;
            description: string | null;
            events: (
              | 'product.created'
              | 'product.updated'
              | 'product.deleted'
              | 'product.stock_updated'
              | 'category.created'
              | 'category.updated'
              | 'category.deleted'
            )[];
            /** @description Product events only for these categories; null: every product event */
            filter?: {
              category_ids?: string[];
            } | null;
            /** @description The most deliveries started per second; null: no limit */
            max_per_second?: number | null;
            /** @enum {string} */
            status: 'active' | 'inactive';
            /** @description Why the system set it inactive (410 Gone, 72 h of failures) */
            disabled_reason: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            deactivated_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            updated_at: string;
            last_delivery: {
              /**
               * Format: date-time
               * @example 2026-11-21T10:00:00.000Z
               */
              at?: string;
              event_id?: string;
              event_type?: string;
              attempt?: number;
              succeeded?: boolean;
              http_status?: number | null;
              error_kind?: string | null;
            } | null;
            pending_deliveries: number;
            missed: {
              from_sequence?: number;
              to_sequence?: number;
            } | null;
            /**
             * Format: date-time
             * @description While a rotation's overlap lasts, when the previous secret stops signing
             * @example 2026-11-21T10:00:00.000Z
             */
            previous_secret_expires_at: string | null;
            signing_secret: string;
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'conflict';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed; idempotency_mismatch: Idempotency key reused with a different request */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed' | 'idempotency_mismatch';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  getWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The webhook id
         * @example whk_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A webhook as the console shows it; never its signing secret */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example whk_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
            id: string;
            /** @example cmp_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
            company_id: string;
            /** @example brn_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
            branch_id: string;
            url: string;
            description: string | null;
            events: (
              | 'product.created'
              | 'product.updated'
              | 'product.deleted'
              | 'product.stock_updated'
              | 'category.created'
              | 'category.updated'
              | 'category.deleted'
            )[];
            /** @description Product events only for these categories; null: every product event */
            filter?: {
              category_ids?: string[];
            } | null;
            /** @description The most deliveries started per second; null: no limit */
            max_per_second?: number | null;
            /** @enum {string} */
            status: 'active' | 'inactive';
            /** @description Why the system set it inactive (410 Gone, 72 h of failures) */
            disabled_reason: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            deactivated_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            updated_at: string;
            last_delivery: {
              /**
               * Format: date-time
               * @example 2026-11-21T10:00:00.000Z
               */
              at?: string;
              event_id?: string;
              event_type?: string;
              attempt?: number;
              succeeded?: boolean;
              http_status?: number | null;
              error_kind?: string | null;
            } | null;
            pending_deliveries: number;
            missed: {
              from_sequence?: number;
              to_sequence?: number;
            } | null;
            /**
             * Format: date-time
             * @description While a rotation's overlap lasts, when the previous secret stops signing
             * @example 2026-11-21T10:00:00.000Z
             */
            previous_secret_expires_at: string | null;
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  deleteWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The webhook id
         * @example whk_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      204: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  updateWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The webhook id
         * @example whk_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description HTTPS; plain http:// only to a local-network address with the branch's allow_http_local on */
          url?: string;
          description?: string | null;
          /** @description Of: product.created, product.updated, product.deleted, product.stock_updated, category.created, category.updated, category.deleted. product.* needs products:view and category.* categories:view (403 otherwise) */
          events?: string[];
          /** @description Narrows product events to products in (or moved out of) these live categories of the branch; null or an empty list: every product event. Category events are not filtered */
          filter?: {
            category_ids: string[];
          } | null;
          /** @description The most deliveries started per second (1 to 1000); deliveries beyond it wait, none is dropped. null: no limit */
          max_per_second?: number | null;
          /** @description A signing secret of your own (16 to 256 characters, or whsec_ + base64 of 24 to 64 bytes); blank: generated at create, kept at update */
          secret?: string | null;
        };
      };
    };
    responses: {
      /** @description A webhook as the console shows it; never its signing secret */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example whk_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
            id: string;
            /** @example cmp_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
            company_id: string;
            /** @example brn_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
            branch_id: string;
            url: string;
            description: string | null;
            events: (
              | 'product.created'
              | 'product.updated'
              | 'product.deleted'
              | 'product.stock_updated'
              | 'category.created'
              | 'category.updated'
              | 'category.deleted'
            )[];
            /** @description Product events only for these categories; null: every product event */
            filter?: {
              category_ids?: string[];
            } | null;
            /** @description The most deliveries started per second; null: no limit */
            max_per_second?: number | null;
            /** @enum {string} */
            status: 'active' | 'inactive';
            /** @description Why the system set it inactive (410 Gone, 72 h of failures) */
            disabled_reason: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            deactivated_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            updated_at: string;
            last_delivery: {
              /**
               * Format: date-time
               * @example 2026-11-21T10:00:00.000Z
               */
              at?: string;
              event_id?: string;
              event_type?: string;
              attempt?: number;
              succeeded?: boolean;
              http_status?: number | null;
              error_kind?: string | null;
            } | null;
            pending_deliveries: number;
            missed: {
              from_sequence?: number;
              to_sequence?: number;
            } | null;
            /**
             * Format: date-time
             * @description While a rotation's overlap lasts, when the previous secret stops signing
             * @example 2026-11-21T10:00:00.000Z
             */
            previous_secret_expires_at: string | null;
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'conflict';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  activateWebhook: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of 1 to 255 visible ASCII characters, as a structured-field string ("…") or bare (the same key). Retries with the same key and body within 24 h return the first response without doing the work again */
        'idempotency-key'?: string;
      };
      path: {
        /**
         * @description The webhook id
         * @example whk_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A webhook as the console shows it; never its signing secret */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example whk_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
            id: string;
            /** @example cmp_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
            company_id: string;
            /** @example brn_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
            branch_id: string;
            url: string;
            description: string | null;
            events: (
              | 'product.created'
              | 'product.updated'
              | 'product.deleted'
              | 'product.stock_updated'
              | 'category.created'
              | 'category.updated'
              | 'category.deleted'
            )[];
            /** @description Product events only for these categories; null: every product event */
            filter?: {
              category_ids?: string[];
            } | null;
            /** @description The most deliveries started per second; null: no limit */
            max_per_second?: number | null;
            /** @enum {string} */
            status: 'active' | 'inactive';
            /** @description Why the system set it inactive (410 Gone, 72 h of failures) */
            disabled_reason: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            deactivated_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            updated_at: string;
            last_delivery: {
              /**
               * Format: date-time
               * @example 2026-11-21T10:00:00.000Z
               */
              at?: string;
              event_id?: string;
              event_type?: string;
              attempt?: number;
              succeeded?: boolean;
              http_status?: number | null;
              error_kind?: string | null;
            } | null;
            pending_deliveries: number;
            missed: {
              from_sequence?: number;
              to_sequence?: number;
            } | null;
            /**
             * Format: date-time
             * @description While a rotation's overlap lasts, when the previous secret stops signing
             * @example 2026-11-21T10:00:00.000Z
             */
            previous_secret_expires_at: string | null;
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed; idempotency_mismatch: Idempotency key reused with a different request */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed' | 'idempotency_mismatch';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  deactivateWebhook: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of 1 to 255 visible ASCII characters, as a structured-field string ("…") or bare (the same key). Retries with the same key and body within 24 h return the first response without doing the work again */
        'idempotency-key'?: string;
      };
      path: {
        /**
         * @description The webhook id
         * @example whk_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A webhook as the console shows it; never its signing secret */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example whk_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
            id: string;
            /** @example cmp_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
            company_id: string;
            /** @example brn_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
            branch_id: string;
            url: string;
            description: string | null;
            events: (
              | 'product.created'
              | 'product.updated'
              | 'product.deleted'
              | 'product.stock_updated'
              | 'category.created'
              | 'category.updated'
              | 'category.deleted'
            )[];
            /** @description Product events only for these categories; null: every product event */
            filter?: {
              category_ids?: string[];
            } | null;
            /** @description The most deliveries started per second; null: no limit */
            max_per_second?: number | null;
            /** @enum {string} */
            status: 'active' | 'inactive';
            /** @description Why the system set it inactive (410 Gone, 72 h of failures) */
            disabled_reason: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            deactivated_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            updated_at: string;
            last_delivery: {
              /**
               * Format: date-time
               * @example 2026-11-21T10:00:00.000Z
               */
              at?: string;
              event_id?: string;
              event_type?: string;
              attempt?: number;
              succeeded?: boolean;
              http_status?: number | null;
              error_kind?: string | null;
            } | null;
            pending_deliveries: number;
            missed: {
              from_sequence?: number;
              to_sequence?: number;
            } | null;
            /**
             * Format: date-time
             * @description While a rotation's overlap lasts, when the previous secret stops signing
             * @example 2026-11-21T10:00:00.000Z
             */
            previous_secret_expires_at: string | null;
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed; idempotency_mismatch: Idempotency key reused with a different request */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed' | 'idempotency_mismatch';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  rotateWebhookSecret: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of 1 to 255 visible ASCII characters, as a structured-field string ("…") or bare (the same key). Retries with the same key and body within 24 h return the first response without doing the work again */
        'idempotency-key'?: string;
      };
      path: {
        /**
         * @description The webhook id
         * @example whk_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * @default 24h
           * @enum {string}
           */
          overlap?: 'none' | '1h' | '24h' | '7d';
        };
      };
    };
    responses: {
      /** @description The webhook with its signing secret, shown this once: store it in the receiver */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example whk_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
            id: string;
            /** @example cmp_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
            company_id: string;
            /** @example brn_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
            branch_id: string;
            url: string;
            description: string | null;
            events: (
              | 'product.created'
              | 'product.updated'
              | 'product.deleted'
              | 'product.stock_updated'
              | 'category.created'
              | 'category.updated'
              | 'category.deleted'
            )[];
            /** @description Product events only for these categories; null: every product event */
            filter?: {
              category_ids?: string[];
            } | null;
            /** @description The most deliveries started per second; null: no limit */
            max_per_second?: number | null;
            /** @enum {string} */
            status: 'active' | 'inactive';
            /** @description Why the system set it inactive (410 Gone, 72 h of failures) */
            disabled_reason: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            deactivated_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            updated_at: string;
            last_delivery: {
              /**
               * Format: date-time
               * @example 2026-11-21T10:00:00.000Z
               */
              at?: string;
              event_id?: string;
              event_type?: string;
              attempt?: number;
              succeeded?: boolean;
              http_status?: number | null;
              error_kind?: string | null;
            } | null;
            pending_deliveries: number;
            missed: {
              from_sequence?: number;
              to_sequence?: number;
            } | null;
            /**
             * Format: date-time
             * @description While a rotation's overlap lasts, when the previous secret stops signing
             * @example 2026-11-21T10:00:00.000Z
             */
            previous_secret_expires_at: string | null;
            signing_secret: string;
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed; idempotency_mismatch: Idempotency key reused with a different request */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed' | 'idempotency_mismatch';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  listWebhookDeliveries: {
    parameters: {
      query?: {
        limit?: number;
      };
      header?: never;
      path: {
        /**
         * @description The webhook id
         * @example whk_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              /** @example whk_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
              webhook_id?: string;
              delivery_id?: number | null;
              event_id: string;
              event_type: string;
              attempt: number;
              /**
               * Format: date-time
               * @example 2026-11-21T10:00:00.000Z
               */
              at: string;
              succeeded: boolean;
              http_status?: number | null;
              error_kind?: string | null;
              error_message?: string | null;
              duration_ms?: number;
              /**
               * Format: date-time
               * @example 2026-11-21T10:00:00.000Z
               */
              next_attempt_at?: string | null;
              request_headers?: {
                [key: string]: string;
              };
              request_body?: string;
              response_headers?: {
                [key: string]: string;
              } | null;
              /** @description The first 4 KiB */
              response_body?: string | null;
            }[];
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  redeliverWebhook: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of 1 to 255 visible ASCII characters, as a structured-field string ("…") or bare (the same key). Retries with the same key and body within 24 h return the first response without doing the work again */
        'idempotency-key'?: string;
      };
      path: {
        /**
         * @description The webhook id
         * @example whk_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          event_id: string;
        };
      };
    };
    responses: {
      /** @description OK */
      202: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            delivery_id: number;
            event_id: string;
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed; idempotency_mismatch: Idempotency key reused with a different request */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed' | 'idempotency_mismatch';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  pingWebhook: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of 1 to 255 visible ASCII characters, as a structured-field string ("…") or bare (the same key). Retries with the same key and body within 24 h return the first response without doing the work again */
        'idempotency-key'?: string;
      };
      path: {
        /**
         * @description The webhook id
         * @example whk_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      202: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            delivery_id: number;
            event_id: string;
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed; idempotency_mismatch: Idempotency key reused with a different request */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed' | 'idempotency_mismatch';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  getSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The key's branch settings */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /**
             * @description Raised by every change (console, CLI or API); send it as If-Match
             * @example 3
             */
            version: number;
            /** @enum {string} */
            default_order_type: 'dine_in' | 'takeaway' | 'delivery';
            show_product_images: boolean;
            /** @description Restaurant companies only (a PATCH elsewhere is 422) */
            require_table_number: boolean;
            /** @description Completed orders with a customer earn loyalty points (default true) */
            loyalty_enabled: boolean;
            /**
             * @description Points per whole unit of currency (1.00) of an order's total after refunds; fractions round down (default 1)
             * @example 1
             */
            loyalty_points_per_unit: number;
            /**
             * @description How long a booking holds its tables when it does not say (minutes, 15 to 1440). Restaurant companies only (a PATCH elsewhere is 422)
             * @example 90
             */
            booking_duration_minutes: number;
            /** @description The hour (branch time) a business day ends: an order placed before it counts for the day before (orders' business_date). Default 4 */
            closeout_hour: number;
            /**
             * @description How many days export files are kept before they are removed (default 30)
             * @example 30
             */
            export_retention_days: number;
            /** @description Read-only here: they change in the console (Super Admin or Admin) and the CLI */
            security: {
              /** @description 0: no limit */
              rate_limit_per_minute: number;
              /** @description Webhooks may use plain HTTP to the local network */
              allow_http_local: boolean;
              /** @description The port the open API answers on now (plain HTTP on 127.0.0.1) */
              api_port: number;
              lan_access: boolean;
              lan_port: number;
            };
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  updateSettings: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag you last saw ("3"), a list of them, or *; 412 precondition_failed when it is stale */
        'if-match'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          default_order_type?: 'dine_in' | 'takeaway' | 'delivery';
          show_product_images?: boolean;
          require_table_number?: boolean;
          loyalty_enabled?: boolean;
          loyalty_points_per_unit?: number;
          booking_duration_minutes?: number;
          closeout_hour?: number;
          export_retention_days?: number;
          /** @description rate_limit_per_minute: read-only through the API (403 forbidden) */
          rate_limit_per_minute?: unknown;
          /** @description allow_http_local: read-only through the API (403 forbidden) */
          allow_http_local?: unknown;
          /** @description api_port: read-only through the API (403 forbidden) */
          api_port?: unknown;
          /** @description lan_access: read-only through the API (403 forbidden) */
          lan_access?: unknown;
          /** @description lan_port: read-only through the API (403 forbidden) */
          lan_port?: unknown;
          /** @description trusted_cas: read-only through the API (403 forbidden) */
          trusted_cas?: unknown;
          /** @description tls: read-only through the API (403 forbidden) */
          tls?: unknown;
          /** @description security: read-only through the API (403 forbidden) */
          security?: unknown;
        };
      };
    };
    responses: {
      /** @description The key's branch settings */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /**
             * @description Raised by every change (console, CLI or API); send it as If-Match
             * @example 3
             */
            version: number;
            /** @enum {string} */
            default_order_type: 'dine_in' | 'takeaway' | 'delivery';
            show_product_images: boolean;
            /** @description Restaurant companies only (a PATCH elsewhere is 422) */
            require_table_number: boolean;
            /** @description Completed orders with a customer earn loyalty points (default true) */
            loyalty_enabled: boolean;
            /**
             * @description Points per whole unit of currency (1.00) of an order's total after refunds; fractions round down (default 1)
             * @example 1
             */
            loyalty_points_per_unit: number;
            /**
             * @description How long a booking holds its tables when it does not say (minutes, 15 to 1440). Restaurant companies only (a PATCH elsewhere is 422)
             * @example 90
             */
            booking_duration_minutes: number;
            /** @description The hour (branch time) a business day ends: an order placed before it counts for the day before (orders' business_date). Default 4 */
            closeout_hour: number;
            /**
             * @description How many days export files are kept before they are removed (default 30)
             * @example 30
             */
            export_retention_days: number;
            /** @description Read-only here: they change in the console (Super Admin or Admin) and the CLI */
            security: {
              /** @description 0: no limit */
              rate_limit_per_minute: number;
              /** @description Webhooks may use plain HTTP to the local network */
              allow_http_local: boolean;
              /** @description The port the open API answers on now (plain HTTP on 127.0.0.1) */
              api_port: number;
              lan_access: boolean;
              lan_port: number;
            };
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description precondition_failed: Precondition failed */
      412: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'precondition_failed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  listUsers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @example usr_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
              id: string;
              /** @example maria.k */
              username: string;
              display_name: string;
              /** @enum {string} */
              role: 'manager' | 'cashier' | 'staff';
              /** @enum {string} */
              status: 'active' | 'disabled';
              /** @description The branches the user may work in: the key's own */
              branch_ids: string[];
              /**
               * Format: date-time
               * @example 2026-11-21T10:00:00.000Z
               */
              last_sign_in_at: string | null;
              /** @description Two-factor sign-in is on */
              two_factor: boolean;
              /** @description The user has not yet chosen a password with their setup code */
              setup_pending: boolean;
              /**
               * Format: date-time
               * @example 2026-11-21T10:00:00.000Z
               */
              created_at: string;
              /**
               * Format: date-time
               * @example 2026-11-21T10:00:00.000Z
               */
              updated_at: string;
            }[];
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  createUser: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of 1 to 255 visible ASCII characters, as a structured-field string ("…") or bare (the same key). Retries with the same key and body within 24 h return the first response without doing the work again */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          username: string;
          display_name?: string;
          /** @description manager, cashier or staff (admin and super_admin: 403 forbidden) */
          role: string;
          /** @description Exactly the key's own branch (any other: 403 forbidden); default it */
          branch_ids?: string[];
          /** @description Optional; the key's own only */
          company_id?: string;
        };
      };
    };
    responses: {
      /** @description The new user with their one-time setup code, shown this once */
      201: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          Location: components['headers']['Location'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example usr_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
            id: string;
            /** @example maria.k */
            username: string;
            display_name: string;
            /** @enum {string} */
            role: 'manager' | 'cashier' | 'staff';
            /** @enum {string} */
            status: 'active' | 'disabled';
            /** @description The branches the user may work in: the key's own */
            branch_ids: string[];
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            last_sign_in_at: string | null;
            /** @description Two-factor sign-in is on */
            two_factor: boolean;
            /** @description The user has not yet chosen a password with their setup code */
            setup_pending: boolean;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            updated_at: string;
            /**
             * @description Shown once: the user types it with their username at the console's sign-in screen ("I have a setup code") to choose a password
             * @example 7K2M-Q9XB-4TNR-A1CD-8HJW
             */
            setup_code: string;
            /**
             * Format: date-time
             * @description 72 hours from now
             * @example 2026-11-21T10:00:00.000Z
             */
            setup_code_expires_at: string;
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'conflict';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed; idempotency_mismatch: Idempotency key reused with a different request */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed' | 'idempotency_mismatch';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  getUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The user id
         * @example usr_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A staff account; never its password hash, two-factor secret or recovery codes */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example usr_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
            id: string;
            /** @example maria.k */
            username: string;
            display_name: string;
            /** @enum {string} */
            role: 'manager' | 'cashier' | 'staff';
            /** @enum {string} */
            status: 'active' | 'disabled';
            /** @description The branches the user may work in: the key's own */
            branch_ids: string[];
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            last_sign_in_at: string | null;
            /** @description Two-factor sign-in is on */
            two_factor: boolean;
            /** @description The user has not yet chosen a password with their setup code */
            setup_pending: boolean;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            updated_at: string;
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  deleteUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The user id
         * @example usr_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      204: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  updateUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The user id
         * @example usr_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          display_name?: string;
          /**
           * @description disabled: the user cannot sign in, and a console session ends at once
           * @enum {string}
           */
          status?: 'active' | 'disabled';
        };
      };
    };
    responses: {
      /** @description A staff account; never its password hash, two-factor secret or recovery codes */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example usr_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
            id: string;
            /** @example maria.k */
            username: string;
            display_name: string;
            /** @enum {string} */
            role: 'manager' | 'cashier' | 'staff';
            /** @enum {string} */
            status: 'active' | 'disabled';
            /** @description The branches the user may work in: the key's own */
            branch_ids: string[];
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            last_sign_in_at: string | null;
            /** @description Two-factor sign-in is on */
            two_factor: boolean;
            /** @description The user has not yet chosen a password with their setup code */
            setup_pending: boolean;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            updated_at: string;
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  setUserRole: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The user id
         * @example usr_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description manager, cashier or staff (admin and super_admin: 403 forbidden) */
          role: string;
        };
      };
    };
    responses: {
      /** @description A staff account; never its password hash, two-factor secret or recovery codes */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example usr_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
            id: string;
            /** @example maria.k */
            username: string;
            display_name: string;
            /** @enum {string} */
            role: 'manager' | 'cashier' | 'staff';
            /** @enum {string} */
            status: 'active' | 'disabled';
            /** @description The branches the user may work in: the key's own */
            branch_ids: string[];
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            last_sign_in_at: string | null;
            /** @description Two-factor sign-in is on */
            two_factor: boolean;
            /** @description The user has not yet chosen a password with their setup code */
            setup_pending: boolean;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            updated_at: string;
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  setUserBranches: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The user id
         * @example usr_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Exactly the key's own branch (any other: 403 forbidden) */
          branch_ids: string[];
        };
      };
    };
    responses: {
      /** @description A staff account; never its password hash, two-factor secret or recovery codes */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example usr_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
            id: string;
            /** @example maria.k */
            username: string;
            display_name: string;
            /** @enum {string} */
            role: 'manager' | 'cashier' | 'staff';
            /** @enum {string} */
            status: 'active' | 'disabled';
            /** @description The branches the user may work in: the key's own */
            branch_ids: string[];
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            last_sign_in_at: string | null;
            /** @description Two-factor sign-in is on */
            two_factor: boolean;
            /** @description The user has not yet chosen a password with their setup code */
            setup_pending: boolean;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            updated_at: string;
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  listExports: {
    parameters: {
      query?: {
        limit?: number;
        /** @description Opaque; from `next_cursor` */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Export'][];
            has_more: boolean;
            /** @description Pass as `cursor` for older exports */
            next_cursor: string | null;
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  createExport: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of 1 to 255 visible ASCII characters, as a structured-field string ("…") or bare (the same key). Retries with the same key and body within 24 h return the first response without doing the work again */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ExportCreate'];
      };
    };
    responses: {
      /** @description Queued */
      202: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          /** @description The export: /api/v1/exports/{id} */
          location?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Export'];
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'conflict';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed; idempotency_mismatch: Idempotency key reused with a different request */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed' | 'idempotency_mismatch';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  getExport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The export id
         * @example exp_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description An export file: queued, then running (progress 0..1), then done (row_count, bytes, sha256; download at /exports/{id}/file until expires_at) or failed (error). expired: the file was removed after the retention period. */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Export'];
        };
      };
      /** @description missing_context_header: Missing company or branch header */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  getExportFile: {
    parameters: {
      query?: never;
      header?: {
        /** @description bytes=first-last */
        range?: string;
        /** @description The ETag last seen */
        'if-range'?: string;
      };
      path: {
        /**
         * @description The export id
         * @example exp_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The whole file */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          /** @description Byte ranges are served */
          'accept-ranges'?: 'bytes';
          /** @description The SHA-256 of the whole file, quoted; for If-Range */
          etag?: string;
          /** @description attachment; filename="<file_name>" */
          'content-disposition'?: string;
          /** @description RFC 9530: sha-256=:<base64 SHA-256 of the whole file>: */
          'repr-digest'?: string;
          'cache-control'?: 'private, no-store';
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/x-ndjson': string;
        };
      };
      /** @description One byte range of the file */
      206: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          /** @description Byte ranges are served */
          'accept-ranges'?: 'bytes';
          /** @description The SHA-256 of the whole file, quoted; for If-Range */
          etag?: string;
          /** @description attachment; filename="<file_name>" */
          'content-disposition'?: string;
          /** @description RFC 9530: sha-256=:<base64 SHA-256 of the whole file>: */
          'repr-digest'?: string;
          'cache-control'?: 'private, no-store';
          /** @description bytes first-last/size */
          'content-range'?: string;
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/x-ndjson': string;
        };
      };
      /** @description missing_context_header: Missing company or branch header */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict; export_not_ready: Export file not ready */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'conflict' | 'export_not_ready';
          };
        };
      };
      /** @description export_expired: Export file removed */
      410: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'export_expired';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description range_not_satisfiable: Range not satisfiable */
      416: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Content-Range': components['headers']['ContentRangeUnsatisfied'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'range_not_satisfiable';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  listScheduledReports: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @example srp_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
              id: string;
              name: string;
              /** @description {type: export, resource, filters} (the filters of POST /exports), {type: sales_summary, group_by} or {type: custom_report, report_id} */
              report: {
                /** @enum {string} */
                type: 'export' | 'sales_summary' | 'custom_report';
                resource?: string;
                filters?: {
                  [key: string]: unknown;
                };
                group_by?: string;
                report_id?: string;
              };
              /** @enum {string} */
              format: 'csv' | 'jsonl';
              /** @enum {string} */
              frequency: 'daily' | 'weekly' | 'monthly';
              /**
               * @description HH:MM in the branch's time zone (default 06:00; choose a time after the closeout hour so the day's sales are complete)
               * @example 06:00
               */
              time_of_day: string;
              /** @description Weekly: 1 (Monday) to 7 (Sunday); required when frequency is weekly */
              day_of_week: number | null;
              /** @description Monthly: 1 to 28; required when frequency is monthly */
              day_of_month: number | null;
              /** @description How many of its files are kept (1 to 365; default 7) */
              keep_last: number;
              active: boolean;
              /** @example Europe/Paris */
              time_zone: string;
              /** Format: date-time */
              next_run_at: string | null;
              version: number;
              /**
               * Format: date-time
               * @example 2026-11-21T10:00:00.000Z
               */
              created_at: string;
              /**
               * Format: date-time
               * @example 2026-11-21T10:00:00.000Z
               */
              updated_at: string;
            }[];
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  createScheduledReport: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key of 1 to 255 visible ASCII characters, as a structured-field string ("…") or bare (the same key). Retries with the same key and body within 24 h return the first response without doing the work again */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** @description {type: export, resource, filters} (the filters of POST /exports), {type: sales_summary, group_by} or {type: custom_report, report_id} */
          report: {
            /** @enum {string} */
            type: 'export' | 'sales_summary' | 'custom_report';
            resource?: string;
            filters?: {
              [key: string]: unknown;
            };
            group_by?: string;
            report_id?: string;
          };
          /** @enum {string} */
          format?: 'csv' | 'jsonl';
          /** @enum {string} */
          frequency: 'daily' | 'weekly' | 'monthly';
          /**
           * @description HH:MM in the branch's time zone (default 06:00; choose a time after the closeout hour so the day's sales are complete)
           * @example 06:00
           */
          time_of_day?: string;
          /** @description Weekly: 1 (Monday) to 7 (Sunday); required when frequency is weekly */
          day_of_week?: number | null;
          /** @description Monthly: 1 to 28; required when frequency is monthly */
          day_of_month?: number | null;
          /** @description How many of its files are kept (1 to 365; default 7) */
          keep_last?: number;
          active?: boolean;
        };
      };
    };
    responses: {
      /** @description A daily run covers the day before, a weekly one the 7 days before, a monthly one the previous calendar month (business days). */
      201: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          Location: components['headers']['Location'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          location?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example srp_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
            id: string;
            name: string;
            /** @description {type: export, resource, filters} (the filters of POST /exports), {type: sales_summary, group_by} or {type: custom_report, report_id} */
            report: {
              /** @enum {string} */
              type: 'export' | 'sales_summary' | 'custom_report';
              resource?: string;
              filters?: {
                [key: string]: unknown;
              };
              group_by?: string;
              report_id?: string;
            };
            /** @enum {string} */
            format: 'csv' | 'jsonl';
            /** @enum {string} */
            frequency: 'daily' | 'weekly' | 'monthly';
            /**
             * @description HH:MM in the branch's time zone (default 06:00; choose a time after the closeout hour so the day's sales are complete)
             * @example 06:00
             */
            time_of_day: string;
            /** @description Weekly: 1 (Monday) to 7 (Sunday); required when frequency is weekly */
            day_of_week: number | null;
            /** @description Monthly: 1 to 28; required when frequency is monthly */
            day_of_month: number | null;
            /** @description How many of its files are kept (1 to 365; default 7) */
            keep_last: number;
            active: boolean;
            /** @example Europe/Paris */
            time_zone: string;
            /** Format: date-time */
            next_run_at: string | null;
            version: number;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            updated_at: string;
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description conflict: Conflict */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'conflict';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed; idempotency_mismatch: Idempotency key reused with a different request */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed' | 'idempotency_mismatch';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  getScheduledReport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The scheduled report id
         * @example srp_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A daily run covers the day before, a weekly one the 7 days before, a monthly one the previous calendar month (business days). */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example srp_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
            id: string;
            name: string;
            /** @description {type: export, resource, filters} (the filters of POST /exports), {type: sales_summary, group_by} or {type: custom_report, report_id} */
            report: {
              /** @enum {string} */
              type: 'export' | 'sales_summary' | 'custom_report';
              resource?: string;
              filters?: {
                [key: string]: unknown;
              };
              group_by?: string;
              report_id?: string;
            };
            /** @enum {string} */
            format: 'csv' | 'jsonl';
            /** @enum {string} */
            frequency: 'daily' | 'weekly' | 'monthly';
            /**
             * @description HH:MM in the branch's time zone (default 06:00; choose a time after the closeout hour so the day's sales are complete)
             * @example 06:00
             */
            time_of_day: string;
            /** @description Weekly: 1 (Monday) to 7 (Sunday); required when frequency is weekly */
            day_of_week: number | null;
            /** @description Monthly: 1 to 28; required when frequency is monthly */
            day_of_month: number | null;
            /** @description How many of its files are kept (1 to 365; default 7) */
            keep_last: number;
            active: boolean;
            /** @example Europe/Paris */
            time_zone: string;
            /** Format: date-time */
            next_run_at: string | null;
            version: number;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            updated_at: string;
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  deleteScheduledReport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The scheduled report id
         * @example srp_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      204: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  updateScheduledReport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The scheduled report id
         * @example srp_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          /** @description {type: export, resource, filters} (the filters of POST /exports), {type: sales_summary, group_by} or {type: custom_report, report_id} */
          report?: {
            /** @enum {string} */
            type: 'export' | 'sales_summary' | 'custom_report';
            resource?: string;
            filters?: {
              [key: string]: unknown;
            };
            group_by?: string;
            report_id?: string;
          };
          /** @enum {string} */
          format?: 'csv' | 'jsonl';
          /** @enum {string} */
          frequency?: 'daily' | 'weekly' | 'monthly';
          /**
           * @description HH:MM in the branch's time zone (default 06:00; choose a time after the closeout hour so the day's sales are complete)
           * @example 06:00
           */
          time_of_day?: string;
          /** @description Weekly: 1 (Monday) to 7 (Sunday); required when frequency is weekly */
          day_of_week?: number | null;
          /** @description Monthly: 1 to 28; required when frequency is monthly */
          day_of_month?: number | null;
          /** @description How many of its files are kept (1 to 365; default 7) */
          keep_last?: number;
          active?: boolean;
        };
      };
    };
    responses: {
      /** @description A daily run covers the day before, a weekly one the 7 days before, a monthly one the previous calendar month (business days). */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example srp_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
            id: string;
            name: string;
            /** @description {type: export, resource, filters} (the filters of POST /exports), {type: sales_summary, group_by} or {type: custom_report, report_id} */
            report: {
              /** @enum {string} */
              type: 'export' | 'sales_summary' | 'custom_report';
              resource?: string;
              filters?: {
                [key: string]: unknown;
              };
              group_by?: string;
              report_id?: string;
            };
            /** @enum {string} */
            format: 'csv' | 'jsonl';
            /** @enum {string} */
            frequency: 'daily' | 'weekly' | 'monthly';
            /**
             * @description HH:MM in the branch's time zone (default 06:00; choose a time after the closeout hour so the day's sales are complete)
             * @example 06:00
             */
            time_of_day: string;
            /** @description Weekly: 1 (Monday) to 7 (Sunday); required when frequency is weekly */
            day_of_week: number | null;
            /** @description Monthly: 1 to 28; required when frequency is monthly */
            day_of_month: number | null;
            /** @description How many of its files are kept (1 to 365; default 7) */
            keep_last: number;
            active: boolean;
            /** @example Europe/Paris */
            time_zone: string;
            /** Format: date-time */
            next_run_at: string | null;
            version: number;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T10:00:00.000Z
             */
            updated_at: string;
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header; malformed_json: Malformed JSON */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header' | 'malformed_json';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  getScheduledReportRuns: {
    parameters: {
      query?: {
        limit?: number;
        cursor?: string;
      };
      header?: never;
      path: {
        /**
         * @description The scheduled report id
         * @example srp_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @example srr_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
              id: string;
              /** @example srp_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC */
              schedule_id: string;
              /** @description The local date of the run: one run per date */
              period_key: string;
              /**
               * Format: date-time
               * @example 2026-11-21T10:00:00.000Z
               */
              scheduled_for: string;
              /** Format: date */
              from: string;
              /** Format: date */
              to: string;
              /** @enum {string} */
              status: 'queued' | 'running' | 'done' | 'failed' | 'expired';
              export: components['schemas']['Export'];
              /**
               * Format: date-time
               * @example 2026-11-21T10:00:00.000Z
               */
              created_at: string;
            }[];
            has_more: boolean;
            next_cursor: string | null;
          };
        };
      };
      /** @description missing_context_header: Missing company or branch header */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_context_header';
          };
        };
      };
      /** @description missing_credentials: Missing credentials; invalid_api_key: Invalid API key */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'WWW-Authenticate': components['headers']['WWWAuthenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'missing_credentials' | 'invalid_api_key';
          };
        };
      };
      /** @description context_mismatch: Company or branch does not match the key; insufficient_scope: Insufficient scope; forbidden: Forbidden; ip_not_allowed: IP address not allowed for this key */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'WWW-Authenticate': components['headers']['WWWAuthenticateScope'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'context_mismatch' | 'insufficient_scope' | 'forbidden' | 'ip_not_allowed';
          };
        };
      };
      /** @description not_found: Not found */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'not_found';
          };
        };
      };
      /** @description payload_too_large: Payload too large */
      413: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description unsupported_media_type: Unsupported media type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description validation_failed: Validation failed */
      422: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description rate_limited: Too many requests */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'rate_limited';
          };
        };
      };
      /** @description internal_error: Internal error */
      500: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'] & {
            /** @enum {string} */
            code?: 'internal_error';
          };
        };
      };
    };
  };
  onProductCreated: {
    parameters: {
      query?: never;
      header: {
        /** @description sha256=<lowercase hex HMAC-SHA256 of the raw body> */
        'X-Service-Signature': string;
        /** @description The event name */
        'X-Service-Event': string;
        /** @description The event id (the same on every retry) */
        'X-Service-Event-Id': string;
        /** @description The attempt number, from 1 */
        'X-Service-Attempt': string;
        /** @description Standard Webhooks: the event id */
        'webhook-id': string;
        /** @description Standard Webhooks: unix seconds of this attempt */
        'webhook-timestamp': string;
        /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>"> */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": "evt_01JD8X441AAAAAAAAAAAAAAAAA",
         *       "type": "product.created",
         *       "created_at": "2026-01-01T10:00:00.000Z",
         *       "company_id": "cmp_01JD8W0000000000000000000C",
         *       "branch_id": "brn_01JD8W0000000000000000000B",
         *       "sequence": 41,
         *       "data": {
         *         "object": {
         *           "id": "prd_01JD8X3Y4Z5A6B7C8D9E0F1G2M",
         *           "sku": "CAF-001",
         *           "name": "Espresso",
         *           "description": "Single shot",
         *           "category_id": "cat_01JD8X1111111111111111111C",
         *           "price": {
         *             "amount": 250,
         *             "currency": "EUR"
         *           },
         *           "barcode": "4006381333931",
         *           "track_stock": true,
         *           "stock_quantity": 0,
         *           "active": true,
         *           "tax_rate_ids": [],
         *           "version": 1,
         *           "created_at": "2026-01-01T10:00:00.000Z",
         *           "updated_at": "2026-01-01T10:00:00.000Z",
         *           "deleted_at": null
         *         }
         *       }
         *     }
         */
        'application/json': components['schemas']['ProductCreatedEvent'];
      };
    };
    responses: {
      /** @description Any 2xx within 10 seconds acknowledges the event. Anything else is a failed attempt, retried; 410 Gone makes the webhook inactive */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  onProductUpdated: {
    parameters: {
      query?: never;
      header: {
        /** @description sha256=<lowercase hex HMAC-SHA256 of the raw body> */
        'X-Service-Signature': string;
        /** @description The event name */
        'X-Service-Event': string;
        /** @description The event id (the same on every retry) */
        'X-Service-Event-Id': string;
        /** @description The attempt number, from 1 */
        'X-Service-Attempt': string;
        /** @description Standard Webhooks: the event id */
        'webhook-id': string;
        /** @description Standard Webhooks: unix seconds of this attempt */
        'webhook-timestamp': string;
        /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>"> */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": "evt_01JD8X442AAAAAAAAAAAAAAAAA",
         *       "type": "product.updated",
         *       "created_at": "2026-01-02T09:30:00.000Z",
         *       "company_id": "cmp_01JD8W0000000000000000000C",
         *       "branch_id": "brn_01JD8W0000000000000000000B",
         *       "sequence": 42,
         *       "data": {
         *         "object": {
         *           "id": "prd_01JD8X3Y4Z5A6B7C8D9E0F1G2M",
         *           "sku": "CAF-001",
         *           "name": "Espresso doppio",
         *           "description": "Single shot",
         *           "category_id": "cat_01JD8X1111111111111111111C",
         *           "price": {
         *             "amount": 320,
         *             "currency": "EUR"
         *           },
         *           "barcode": "4006381333931",
         *           "track_stock": true,
         *           "stock_quantity": 0,
         *           "active": true,
         *           "tax_rate_ids": [],
         *           "version": 2,
         *           "created_at": "2026-01-01T10:00:00.000Z",
         *           "updated_at": "2026-01-02T09:30:00.000Z",
         *           "deleted_at": null
         *         },
         *         "previous": {
         *           "name": "Espresso",
         *           "price": {
         *             "amount": 250,
         *             "currency": "EUR"
         *           }
         *         }
         *       }
         *     }
         */
        'application/json': components['schemas']['ProductUpdatedEvent'];
      };
    };
    responses: {
      /** @description Any 2xx within 10 seconds acknowledges the event. Anything else is a failed attempt, retried; 410 Gone makes the webhook inactive */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  onProductDeleted: {
    parameters: {
      query?: never;
      header: {
        /** @description sha256=<lowercase hex HMAC-SHA256 of the raw body> */
        'X-Service-Signature': string;
        /** @description The event name */
        'X-Service-Event': string;
        /** @description The event id (the same on every retry) */
        'X-Service-Event-Id': string;
        /** @description The attempt number, from 1 */
        'X-Service-Attempt': string;
        /** @description Standard Webhooks: the event id */
        'webhook-id': string;
        /** @description Standard Webhooks: unix seconds of this attempt */
        'webhook-timestamp': string;
        /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>"> */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": "evt_01JD8X444AAAAAAAAAAAAAAAAA",
         *       "type": "product.deleted",
         *       "created_at": "2026-01-03T08:00:00.000Z",
         *       "company_id": "cmp_01JD8W0000000000000000000C",
         *       "branch_id": "brn_01JD8W0000000000000000000B",
         *       "sequence": 44,
         *       "data": {
         *         "object": {
         *           "id": "prd_01JD8X3Y4Z5A6B7C8D9E0F1G2M",
         *           "sku": "CAF-001",
         *           "name": "Espresso",
         *           "description": "Single shot",
         *           "category_id": "cat_01JD8X1111111111111111111C",
         *           "price": {
         *             "amount": 250,
         *             "currency": "EUR"
         *           },
         *           "barcode": "4006381333931",
         *           "track_stock": true,
         *           "stock_quantity": 0,
         *           "active": true,
         *           "tax_rate_ids": [],
         *           "version": 4,
         *           "created_at": "2026-01-01T10:00:00.000Z",
         *           "updated_at": "2026-01-03T08:00:00.000Z",
         *           "deleted_at": "2026-01-03T08:00:00.000Z"
         *         }
         *       }
         *     }
         */
        'application/json': components['schemas']['ProductDeletedEvent'];
      };
    };
    responses: {
      /** @description Any 2xx within 10 seconds acknowledges the event. Anything else is a failed attempt, retried; 410 Gone makes the webhook inactive */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  onProductStockUpdated: {
    parameters: {
      query?: never;
      header: {
        /** @description sha256=<lowercase hex HMAC-SHA256 of the raw body> */
        'X-Service-Signature': string;
        /** @description The event name */
        'X-Service-Event': string;
        /** @description The event id (the same on every retry) */
        'X-Service-Event-Id': string;
        /** @description The attempt number, from 1 */
        'X-Service-Attempt': string;
        /** @description Standard Webhooks: the event id */
        'webhook-id': string;
        /** @description Standard Webhooks: unix seconds of this attempt */
        'webhook-timestamp': string;
        /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>"> */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": "evt_01JD8X443AAAAAAAAAAAAAAAAA",
         *       "type": "product.stock_updated",
         *       "created_at": "2026-01-02T11:00:00.000Z",
         *       "company_id": "cmp_01JD8W0000000000000000000C",
         *       "branch_id": "brn_01JD8W0000000000000000000B",
         *       "sequence": 43,
         *       "data": {
         *         "object": {
         *           "id": "prd_01JD8X3Y4Z5A6B7C8D9E0F1G2M",
         *           "sku": "CAF-001",
         *           "name": "Espresso",
         *           "description": "Single shot",
         *           "category_id": "cat_01JD8X1111111111111111111C",
         *           "price": {
         *             "amount": 250,
         *             "currency": "EUR"
         *           },
         *           "barcode": "4006381333931",
         *           "track_stock": true,
         *           "stock_quantity": 24,
         *           "active": true,
         *           "tax_rate_ids": [],
         *           "version": 3,
         *           "created_at": "2026-01-01T10:00:00.000Z",
         *           "updated_at": "2026-01-02T11:00:00.000Z",
         *           "deleted_at": null
         *         },
         *         "stock": {
         *           "previous": 0,
         *           "current": 24,
         *           "delta": 24,
         *           "reason": "Delivery from supplier"
         *         }
         *       }
         *     }
         */
        'application/json': components['schemas']['ProductStockUpdatedEvent'];
      };
    };
    responses: {
      /** @description Any 2xx within 10 seconds acknowledges the event. Anything else is a failed attempt, retried; 410 Gone makes the webhook inactive */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  onCategoryCreated: {
    parameters: {
      query?: never;
      header: {
        /** @description sha256=<lowercase hex HMAC-SHA256 of the raw body> */
        'X-Service-Signature': string;
        /** @description The event name */
        'X-Service-Event': string;
        /** @description The event id (the same on every retry) */
        'X-Service-Event-Id': string;
        /** @description The attempt number, from 1 */
        'X-Service-Attempt': string;
        /** @description Standard Webhooks: the event id */
        'webhook-id': string;
        /** @description Standard Webhooks: unix seconds of this attempt */
        'webhook-timestamp': string;
        /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>"> */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": "evt_01JD8X440AAAAAAAAAAAAAAAAA",
         *       "type": "category.created",
         *       "created_at": "2026-01-01T09:00:00.000Z",
         *       "company_id": "cmp_01JD8W0000000000000000000C",
         *       "branch_id": "brn_01JD8W0000000000000000000B",
         *       "sequence": 40,
         *       "data": {
         *         "object": {
         *           "id": "cat_01JD8X1111111111111111111C",
         *           "name": "Coffee",
         *           "parent_id": "cat_01JD8X0000000000000000000D",
         *           "sort_order": 10,
         *           "version": 1,
         *           "created_at": "2026-01-01T09:00:00.000Z",
         *           "updated_at": "2026-01-01T09:00:00.000Z",
         *           "deleted_at": null
         *         }
         *       }
         *     }
         */
        'application/json': components['schemas']['CategoryCreatedEvent'];
      };
    };
    responses: {
      /** @description Any 2xx within 10 seconds acknowledges the event. Anything else is a failed attempt, retried; 410 Gone makes the webhook inactive */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  onCategoryUpdated: {
    parameters: {
      query?: never;
      header: {
        /** @description sha256=<lowercase hex HMAC-SHA256 of the raw body> */
        'X-Service-Signature': string;
        /** @description The event name */
        'X-Service-Event': string;
        /** @description The event id (the same on every retry) */
        'X-Service-Event-Id': string;
        /** @description The attempt number, from 1 */
        'X-Service-Attempt': string;
        /** @description Standard Webhooks: the event id */
        'webhook-id': string;
        /** @description Standard Webhooks: unix seconds of this attempt */
        'webhook-timestamp': string;
        /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>"> */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": "evt_01JD8X445AAAAAAAAAAAAAAAAA",
         *       "type": "category.updated",
         *       "created_at": "2026-01-04T14:00:00.000Z",
         *       "company_id": "cmp_01JD8W0000000000000000000C",
         *       "branch_id": "brn_01JD8W0000000000000000000B",
         *       "sequence": 45,
         *       "data": {
         *         "object": {
         *           "id": "cat_01JD8X1111111111111111111C",
         *           "name": "Coffee & Tea",
         *           "parent_id": null,
         *           "sort_order": 10,
         *           "version": 2,
         *           "created_at": "2026-01-01T09:00:00.000Z",
         *           "updated_at": "2026-01-04T14:00:00.000Z",
         *           "deleted_at": null
         *         },
         *         "previous": {
         *           "name": "Coffee",
         *           "parent_id": "cat_01JD8X0000000000000000000D"
         *         }
         *       }
         *     }
         */
        'application/json': components['schemas']['CategoryUpdatedEvent'];
      };
    };
    responses: {
      /** @description Any 2xx within 10 seconds acknowledges the event. Anything else is a failed attempt, retried; 410 Gone makes the webhook inactive */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  onCategoryDeleted: {
    parameters: {
      query?: never;
      header: {
        /** @description sha256=<lowercase hex HMAC-SHA256 of the raw body> */
        'X-Service-Signature': string;
        /** @description The event name */
        'X-Service-Event': string;
        /** @description The event id (the same on every retry) */
        'X-Service-Event-Id': string;
        /** @description The attempt number, from 1 */
        'X-Service-Attempt': string;
        /** @description Standard Webhooks: the event id */
        'webhook-id': string;
        /** @description Standard Webhooks: unix seconds of this attempt */
        'webhook-timestamp': string;
        /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>"> */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": "evt_01JD8X446AAAAAAAAAAAAAAAAA",
         *       "type": "category.deleted",
         *       "created_at": "2026-01-05T16:00:00.000Z",
         *       "company_id": "cmp_01JD8W0000000000000000000C",
         *       "branch_id": "brn_01JD8W0000000000000000000B",
         *       "sequence": 46,
         *       "data": {
         *         "object": {
         *           "id": "cat_01JD8X1111111111111111111C",
         *           "name": "Coffee",
         *           "parent_id": "cat_01JD8X0000000000000000000D",
         *           "sort_order": 10,
         *           "version": 3,
         *           "created_at": "2026-01-01T09:00:00.000Z",
         *           "updated_at": "2026-01-05T16:00:00.000Z",
         *           "deleted_at": "2026-01-05T16:00:00.000Z"
         *         }
         *       }
         *     }
         */
        'application/json': components['schemas']['CategoryDeletedEvent'];
      };
    };
    responses: {
      /** @description Any 2xx within 10 seconds acknowledges the event. Anything else is a failed attempt, retried; 410 Gone makes the webhook inactive */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
}
