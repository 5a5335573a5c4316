import type { Address } from '@shop/contracts';

type StreetAddress = Pick<Address, 'street' | 'houseNumber' | 'apartmentNumber' | 'postCode' | 'city'>;

/** "Gedimino pr. 5-12, LT-01103 Vilnius": the street line and the town line of an address. */
export function streetAddressLine(address: StreetAddress): string {
  const street =
    [address.street, address.houseNumber].filter(Boolean).join(' ') +
    (address.apartmentNumber ? `-${address.apartmentNumber}` : '');
  return [street, [address.postCode, address.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}
