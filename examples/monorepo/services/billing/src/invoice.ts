export interface InvoiceLine {
  description: string;
  quantity: number;
  unitAmountCents: bigint;
  taxRateBasisPoints: number;
}

export function lineTotalCents(line: InvoiceLine): bigint {
  const net = line.unitAmountCents * BigInt(line.quantity);
  return net + (net * BigInt(line.taxRateBasisPoints)) / 10_000n;
}

export function invoiceTotalCents(lines: readonly InvoiceLine[]): bigint {
  return lines.reduce((sum, line) => sum + lineTotalCents(line), 0n);
}
