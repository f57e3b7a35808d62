/** The one price table (docs/product/accounts.md): read from PRICES, never typed into the FAQ. */
import { PRICE_TABLE_TEXT as T } from "./faq-content";

const rows = [
  { plan: T.free, price: T.freePrice, note: T.freeNote },
  { plan: T.monthly, price: T.monthlyPrice, note: T.monthlyNote },
  { plan: T.annual, price: T.annualPrice, note: T.annualNote },
];

export function PriceTable() {
  return (
    <div className="mt-4 overflow-hidden rounded-xl border border-line">
      <table className="w-full border-separate border-spacing-0 text-left text-sm">
        <caption className="sr-only">{T.caption}</caption>
        <thead>
          <tr className="bg-raised text-xs uppercase tracking-wide text-muted">
            <th scope="col" className="w-1/3 px-4 py-2.5 font-semibold">{T.plan}</th>
            <th scope="col" className="px-4 py-2.5 font-semibold">{T.price}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.plan}>
              <th scope="row" className="border-t border-line px-4 py-3 align-top font-semibold text-ink">{row.plan}</th>
              <td className="border-t border-line px-4 py-3">
                <span className="font-semibold tabular-nums text-ink">{row.price}</span>
                <span className="mt-0.5 block text-xs text-muted">{row.note}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
