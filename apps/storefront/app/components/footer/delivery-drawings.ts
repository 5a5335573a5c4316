/** The delivery options the footer draws (footer-icons.svg), in its order (spec section 1). */
export const DELIVERY_DRAWINGS = [
  'parcelLockers',
  'lockerOrCourier',
  'terminalOrCourier',
  'courier',
] as const;
