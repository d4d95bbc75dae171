import { useState } from 'react';
import type { DayReport } from '../../../../shared/ipc';
import { call } from '../../api';
import {
  Badge,
  Card,
  ConfirmDialog,
  ErrorBanner,
  Field,
  Spinner,
  TableWrap,
} from '../../components/ui';
import { useLoad } from '../../components/useLoad';
import { formatDateTime, formatNumber } from '../../format';
import { useApp } from '../../store/app';
import { closerLabel, formatMoney, methodLabel, rateLabel } from './report-text';
import './day.css';

/**
 * Settings → Reports, the business day: money per payment method and tax per rate by the day
 * they moved, open or closed, for any day picked; an Admin closes it into a numbered Z-report
 * that never changes (docs/api.md "Closing a business day"). Main checks the role, and the
 * service refuses a day that still has open orders, naming them.
 */
export function DayCard() {
  const tenant = useApp((s) => s.tenant)!;
  const toast = useApp((s) => s.toast);
  // Null: the branch's business day now, which main works out in the branch's time zone.
  const [date, setDate] = useState<string | null>(null);
  const [closing, setClosing] = useState(false);
  const { data, error, loading, reload, setData } = useLoad(
    () => call('reports.day', date ? { ...tenant, businessDate: date } : tenant),
    [tenant.companyId, tenant.branchId, date],
  );

  async function close(day: DayReport) {
    const closed = await call('reports.closeDay', { ...tenant, businessDate: day.business_date });
    setData(closed);
    toast(`Closed ${closed.business_date} as Z-report ${closed.number}.`, 'success');
  }

  return (
    <Card
      title="Business day"
      description="The money each payment method took and gave back, and the tax per rate, on the day it moved. A closed day is a numbered Z-report: its figures never change."
      actions={
        <div className="row day-actions">
          <Field label="Date">
            {(p) => (
              <input
                {...p}
                type="date"
                value={date ?? data?.business_date ?? ''}
                onChange={(e) => e.target.value && setDate(e.target.value)}
              />
            )}
          </Field>
          {data?.status === 'open' && (
            <button type="button" className="btn btn-danger" onClick={() => setClosing(true)}>
              Close day…
            </button>
          )}
        </div>
      }
    >
      {error && <ErrorBanner message={error} onRetry={reload} />}
      {loading && !data && <Spinner />}
      {data && <DayFigures day={data} />}
      {closing && data && (
        <ConfirmDialog
          title={`Close the business day ${data.business_date}?`}
          confirmLabel="Close day"
          danger
          onConfirm={() => close(data)}
          onClose={() => setClosing(false)}
        >
          <p>
            Its figures become the branch’s next Z-report and never change. Nothing more can be
            booked into {data.business_date}: a refund made later books on the day it is made.
          </p>
          <p>Orders of the day that are still open must be completed or canceled first.</p>
        </ConfirmDialog>
      )}
    </Card>
  );
}

function DayFigures({ day }: { day: DayReport }) {
  const money = formatMoney;
  return (
    <div className="stack">
      <p className="day-status">
        {day.status === 'closed' ? (
          <>
            <Badge tone="green">Closed · Z-report {day.number}</Badge>{' '}
            <span>
              Closed {formatDateTime(day.closed_at)} by {closerLabel(day.closed_by)}.
            </span>
          </>
        ) : (
          <>
            <Badge tone="blue">Open</Badge>{' '}
            <span>
              Figures so far.{' '}
              {day.counts.orders_open > 0
                ? `${formatNumber(day.counts.orders_open)} order(s) of the day are still open.`
                : 'No order of the day is open.'}
            </span>
          </>
        )}
      </p>
      <div className="day-grid">
        <section aria-labelledby="day-money">
          <h3 id="day-money">Money per payment method</h3>
          <TableWrap>
            <table className="table" aria-labelledby="day-money">
              <thead>
                <tr>
                  <th scope="col">Method</th>
                  <th scope="col" className="num">
                    Payments
                  </th>
                  <th scope="col" className="num">
                    Taken
                  </th>
                  <th scope="col" className="num">
                    Tips
                  </th>
                  <th scope="col" className="num">
                    Refunded
                  </th>
                  <th scope="col" className="num">
                    Net
                  </th>
                </tr>
              </thead>
              <tbody>
                {day.payment_methods.length === 0 && (
                  <tr>
                    <td colSpan={6} className="muted">
                      No money moved on this day.
                    </td>
                  </tr>
                )}
                {day.payment_methods.map((m) => (
                  <tr key={m.method}>
                    <th scope="row">{methodLabel(m.method)}</th>
                    <td className="num">{formatNumber(m.payments)}</td>
                    <td className="num">{money(m.amount)}</td>
                    <td className="num">{money(m.tips)}</td>
                    <td className="num">{money(m.refunds)}</td>
                    <td className="num">{money(m.net)}</td>
                  </tr>
                ))}
                <tr className="day-total">
                  <th scope="row">All methods</th>
                  <td className="num">{formatNumber(day.counts.payments)}</td>
                  <td className="num">{money(day.totals.payments)}</td>
                  <td className="num">{money(day.totals.tips)}</td>
                  <td className="num">{money(day.totals.refunds)}</td>
                  <td className="num">{money(day.totals.net)}</td>
                </tr>
              </tbody>
            </table>
          </TableWrap>
          <p>
            Cash expected in the drawer: <strong>{money(day.cash_expected)}</strong>
          </p>
        </section>
        <section aria-labelledby="day-tax">
          <h3 id="day-tax">Tax per rate</h3>
          <TableWrap>
            <table className="table" aria-labelledby="day-tax">
              <thead>
                <tr>
                  <th scope="col">Rate</th>
                  <th scope="col" className="num">
                    Sales tax
                  </th>
                  <th scope="col" className="num">
                    Refunded tax
                  </th>
                  <th scope="col" className="num">
                    Taxable
                  </th>
                  <th scope="col" className="num">
                    Tax
                  </th>
                </tr>
              </thead>
              <tbody>
                {day.taxes.length === 0 && (
                  <tr>
                    <td colSpan={5} className="muted">
                      No taxed sale or refund on this day.
                    </td>
                  </tr>
                )}
                {day.taxes.map((t) => (
                  <tr key={t.tax_rate_id}>
                    <th scope="row">{rateLabel(t)}</th>
                    <td className="num">{money(t.sales.tax)}</td>
                    <td className="num">{money(t.refunds.tax)}</td>
                    <td className="num">{money(t.taxable)}</td>
                    <td className="num">{money(t.tax)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        </section>
        <section aria-labelledby="day-sales">
          <h3 id="day-sales">Sales</h3>
          <dl className="day-sales">
            <dt>Orders completed</dt>
            <dd>{formatNumber(day.counts.orders_completed)}</dd>
            <dt>Orders canceled</dt>
            <dd>{formatNumber(day.counts.orders_canceled)}</dd>
            <dt>Gross</dt>
            <dd>{money(day.sales.gross)}</dd>
            <dt>Discounts</dt>
            <dd>{money(day.sales.discounts)}</dd>
            <dt>Net of tax</dt>
            <dd>{money(day.sales.net)}</dd>
            <dt>Tax</dt>
            <dd>{money(day.sales.tax)}</dd>
            <dt>Total</dt>
            <dd>{money(day.sales.total)}</dd>
          </dl>
        </section>
      </div>
    </div>
  );
}
