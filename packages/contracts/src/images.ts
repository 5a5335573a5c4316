import { z } from 'zod';
import { IMAGE_FILTERS, type ImageFilter } from './constants.ts';

export { IMAGE_DENSITIES, IMAGE_FILTERS, MEDIA_CACHE_BASE, type ImageFilter } from './constants.ts';
export const imageFilterSchema = z.enum(Object.keys(IMAGE_FILTERS) as [ImageFilter, ...ImageFilter[]]);
