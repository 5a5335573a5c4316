import {
  CONTENT_BLOCK_CONTENT_SCHEMAS,
  CONTENT_BLOCK_TYPES,
  isNestableContentBlockType,
  type AdminContentBlockTypeList,
} from '@shop/contracts';
import { z } from 'zod';

let cached: AdminContentBlockTypeList | null = null;

/**
 * Every block type with the JSON Schema of its per-locale content, generated from the contract's zod schema
 * (the import's, so the form and the validation cannot drift apart). The input side: fields with a default
 * are optional. Rules JSON Schema cannot say (a link's allowed schemes) stay on the server's side: its 422
 * names them by path. Generated once per process.
 */
export function listContentBlockTypes(): AdminContentBlockTypeList {
  cached ??= {
    items: CONTENT_BLOCK_TYPES.map((type) => ({
      type,
      nestable: isNestableContentBlockType(type),
      contentSchema: z.toJSONSchema(CONTENT_BLOCK_CONTENT_SCHEMAS[type], {
        io: 'input',
        unrepresentable: 'any',
      }) as Record<string, unknown>,
    })),
  };
  return cached;
}
