/**
 * `x.toLocaleString('en-US')` (`2,118`), the one way ctxlens groups a number's digits in messages
 * and reports: safe integers are grouped by hand (the first `Intl` formatter of a process costs
 * ~10 ms of locale data, and `toLocaleString` builds one per call, ~20 µs); anything else goes
 * through one `Intl.NumberFormat` for the process.
 */
let grouped: Intl.NumberFormat | null = null;
export function groupedNumber(x: number): string {
  if (Number.isSafeInteger(x) && !Object.is(x, -0)) {
    const digits = String(Math.abs(x)).replace(/\B(?=(\d{3})+$)/g, ',');
    return x < 0 ? '-' + digits : digits;
  }
  return (grouped ??= new Intl.NumberFormat('en-US')).format(x);
}
