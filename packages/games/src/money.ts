// Integer money: amounts are hundredths, multipliers are integers scaled by 10⁴ (E4) or 10² (E2).

export function assertAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new RangeError('amount must be a positive integer number of hundredths');
  }
}

/**
 * floor(a × b / c) for non-negative safe integers, exactly. While a × b < 2⁵³ one double division
 * cannot round up across an integer (the quotient's rounding error is below 1/c, its distance to
 * the next integer at least 1/c); past that, BigInt.
 */
export function mulDivFloor(a: number, b: number, c: number): number {
  const product = a * b;
  if (product <= Number.MAX_SAFE_INTEGER) return Math.floor(product / c);
  const quotient = (BigInt(a) * BigInt(b)) / BigInt(c);
  if (quotient > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('amount out of range');
  return Number(quotient);
}

/** The payout of `amount` at a multiplier in ten-thousandths, floored to the hundredth. */
export function applyMultiplierE4(amount: number, multiplierE4: number): number {
  return mulDivFloor(amount, multiplierE4, 10_000);
}
