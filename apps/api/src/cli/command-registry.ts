import { runAdminCreateCommand } from './admin-create-command.ts';
import { runCatalogueExportCommand } from './catalogue-export-command.ts';
import { runCatalogueImportCommand } from './catalogue-import-command.ts';
import type { CommandIo } from './command-io.ts';
import { runContentExportCommand, runContentImportCommand } from './content-command.ts';
import { runGenerateCommand } from './generate-command.ts';
import { runImpersonateCommand } from './impersonate-command.ts';
import { runNewsletterExportCommand } from './newsletter-export-command.ts';
import { runOrderFulfilCommand } from './order-fulfil-command.ts';
import { runReturnStateCommand } from './return-state-command.ts';
import { runReviewLinksCommand } from './review-links-command.ts';
import { runStockSetCommand } from './stock-set-command.ts';

/** A command-line tool that works on the shop's database, alone or inside the running API. */
export interface ShopCommand {
  run: (argv: string[], io: CommandIo & { write: (text: string) => void }) => Promise<{ exitCode: number }>;
  /** Printed before an unexpected error's details. */
  failure: string;
  /** Environment variables the command reads besides the configuration: sent along to the running API. */
  env?: readonly string[];
}

/**
 * Every tool by its npm script name: the entry points (src/cli/<name>.ts → dist/<name>.js) run them through
 * src/cli/command-runner.ts, and the running API serves them on its control socket
 * (src/cli/command-service.ts). Adding a tool is one line here and a three-line entry point.
 */
export const SHOP_COMMANDS: Record<string, ShopCommand> = {
  'admin:create': {
    run: runAdminCreateCommand,
    failure: 'Creating the administrator failed',
    env: ['ADMIN_PASSWORD'],
  },
  'catalogue:export': { run: runCatalogueExportCommand, failure: 'Catalogue export failed' },
  'catalogue:import': { run: runCatalogueImportCommand, failure: 'Catalogue import failed' },
  'content:export': { run: runContentExportCommand, failure: 'Content export failed' },
  'content:import': { run: runContentImportCommand, failure: 'Content import failed' },
  'demo:generate': { run: runGenerateCommand, failure: 'Catalogue generation failed' },
  impersonate: { run: runImpersonateCommand, failure: 'Impersonation failed' },
  'newsletter:export': { run: runNewsletterExportCommand, failure: 'Newsletter export failed' },
  'order:fulfil': { run: runOrderFulfilCommand, failure: 'Order fulfilment failed' },
  'return:state': { run: runReturnStateCommand, failure: 'Changing the return state failed' },
  'review-links': { run: runReviewLinksCommand, failure: 'Creating review links failed' },
  'stock:set': { run: runStockSetCommand, failure: 'Setting the stock failed' },
};

/** The error's stack when it has one (an unexpected failure is a bug to report), else its text. */
export function describeFailure(command: ShopCommand, error: unknown): string {
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return `${command.failure}: ${detail}`;
}
