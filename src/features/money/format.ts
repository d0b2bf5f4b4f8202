/** US-dollar formatting (en-US) from integer cents; no dependencies, safe for any island. */
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const usdWhole = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** $1,234.50 (en-US). */
export function formatUsd(cents: number): string {
  return usd.format(cents / 100);
}

/** $5, $7.50: whole dollars without cents, otherwise two decimals (for prices and presets). */
export function formatPrice(cents: number): string {
  return cents % 100 === 0 ? usdWhole.format(cents / 100) : usd.format(cents / 100);
}
