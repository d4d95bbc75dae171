import { AppError } from '../../shared/errors';
import { allowedActions, type OrderAction, type OrderRow } from './order-representation';

/** A refused move: 409 with the rule's code and what the order allows instead. */
export function ruleError(
  code: 'order_not_open' | 'balance_due' | 'payment_exceeds_balance' | 'order_has_payments',
  message: string,
  row: OrderRow,
  extra: Record<string, unknown> = {},
): AppError {
  return new AppError(code, message, [], {
    order_status: row.status,
    allowed_actions: allowedActions(row),
    ...extra,
  });
}

const ACTION_WORDS: Record<OrderAction, string> = {
  update: 'changed',
  complete: 'completed',
  cancel: 'canceled',
  delete: 'deleted',
  pay: 'paid',
  refund: 'refunded',
};

/** 409 order_not_open unless the order is open. */
export function requireOpen(row: OrderRow, action: OrderAction): void {
  if (row.status !== 'open')
    throw ruleError(
      'order_not_open',
      `Order ${row.number} is ${row.status}: it can no longer be ${ACTION_WORDS[action]}.`,
      row,
    );
}

/** 409 order_has_payments when the order took a payment; `message` says what it prevents. */
export function requireUnpaid(row: OrderRow, message: string): void {
  if (row.paid_total > 0) throw ruleError('order_has_payments', message, row);
}
