import { readStorefrontConfig, type StorefrontConfig } from '../../server-config.js';

export { readStorefrontConfig, type StorefrontConfig };

let cached: StorefrontConfig | undefined;

/** The process's configuration, read once from the environment (server.js has validated it at start). */
export function storefrontConfig(): StorefrontConfig {
  cached ??= readStorefrontConfig(process.env);
  return cached;
}
