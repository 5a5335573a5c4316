import {
  addCartItemBodySchema,
  addressBookEntrySchema,
  addressSchema,
  adminMenuItemSchema,
  adminTaxonSchema,
  cartItemSchema,
  customerSchema,
  errorSchema,
  listMetaSchema,
  menuItemSchema,
  orderSchema,
  productDetailSchema,
  productListItemSchema,
  signInBodySchema,
  signInResponseSchema,
  taxonNodeSchema,
  taxonSchema,
  validationErrorSchema,
  variantSchema,
  violationSchema,
} from '@shop/contracts';
import type { z } from 'zod';

/** What a schema is called in `components.schemas`, and an example where a client most wants one. */
export interface NamedSchemaMeta {
  [key: string]: unknown;
  id: string;
  description?: string;
  example?: unknown;
}

/**
 * Schemas that become named components in the OpenAPI document (zod's global registry ids; ADR 0042):
 * recursive ones because a tree cannot be inlined, the main resources and the error shapes so that a
 * generated client has one type per resource (`components['schemas']['Order']`) instead of one per route.
 */
export const NAMED_SCHEMAS: [z.ZodType, NamedSchemaMeta][] = [
  [menuItemSchema, { id: 'MenuItem' }],
  [adminMenuItemSchema, { id: 'AdminMenuItem' }],
  [taxonNodeSchema, { id: 'TaxonNode' }],
  [adminTaxonSchema, { id: 'AdminTaxon' }],
  [
    errorSchema,
    {
      id: 'Error',
      description: 'A failure: the HTTP status and a message for people.',
      example: { code: 404, message: 'Product "no-such-product" not found.' },
    },
  ],
  [
    violationSchema,
    { id: 'Violation', description: 'One broken rule; `propertyPath` "" for rules about the whole request.' },
  ],
  [
    validationErrorSchema,
    {
      id: 'ValidationError',
      description: 'A body that broke validation or business rules: one violation per field.',
      example: {
        code: 422,
        message: 'The request could not be processed.',
        violations: [
          { propertyPath: 'quantity', message: 'This value should be 1 or more.', code: 'too_small' },
        ],
      },
    },
  ],
  [listMetaSchema, { id: 'ListMeta', description: 'Paging of a collection `{data, meta}`.' }],
  [taxonSchema, { id: 'Taxon' }],
  [productListItemSchema, { id: 'ProductListItem', description: 'A product as listings show it.' }],
  [productDetailSchema, { id: 'Product', description: "A product's page: variants, options, pictures." }],
  [variantSchema, { id: 'ProductVariant' }],
  [orderSchema, { id: 'Order', description: 'A cart (state `cart`) or a placed order, whole, with totals.' }],
  [cartItemSchema, { id: 'OrderItem' }],
  [customerSchema, { id: 'Customer' }],
  [addressSchema, { id: 'Address' }],
  [addressBookEntrySchema, { id: 'AddressBookEntry' }],
  [
    signInBodySchema,
    {
      id: 'SignInRequest',
      example: { email: 'ona@example.lt', password: 'Gandras2026' },
    },
  ],
  [
    signInResponseSchema,
    {
      id: 'SignInResponse',
      example: {
        token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.signature',
        refreshToken: 'v1.kJ3n0cXh2Q6bM8wZr5tYpA',
        orderToken: 'x7Qm2pL9sT4vW1nB',
      },
    },
  ],
  [
    addCartItemBodySchema,
    { id: 'AddCartItemRequest', example: { productVariant: 'BODY-SUIT-62-WHITE', quantity: 2 } },
  ],
];
