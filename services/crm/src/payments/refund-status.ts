/** A paid payment's status by how much of it was refunded. */
export const refundedStatusOf = (amountMinor: number, refundedMinor: number) =>
  refundedMinor >= amountMinor
    ? ('refunded' as const)
    : refundedMinor > 0
      ? ('partially_refunded' as const)
      : ('succeeded' as const);
