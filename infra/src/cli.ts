import { restore } from './commands/restore';
import { start } from './commands/start';
import { test } from './commands/test';
import { InfraError, error } from './log';
import { installSignalHandlers } from './signals';

const USAGE = `usage: npm start [-- --skip-build]
       npm test [-- --only <stages>] [-- --skip <stages>]
       npm run restore -- <backup.zip> [--force] [--passphrase <passphrase>]
stages: typecheck, lint, format, unit, integration, e2e`;

async function main(argv: string[]): Promise<number> {
  installSignalHandlers();
  const [command, ...args] = argv;
  if (command === 'start') return start(args);
  if (command === 'test') return test(args);
  if (command === 'restore') return restore(args);
  console.error(USAGE);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof InfraError) error(err.message);
    else error(`unexpected failure: ${(err as Error)?.stack ?? String(err)}`);
    process.exit(1);
  },
);
