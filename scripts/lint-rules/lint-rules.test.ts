/**
 * Proves the import boundaries of eslint.config.js: ESLint, with the repo's own config, rejects a bad
 * sample for each rule and passes good ones. A new boundary (the server's module order, say) is one
 * row: the file the code pretends to live in (it need not exist; its path decides which rules apply),
 * the code, and the rule that must reject it. Rules that follow imports on disk (cycles) need real
 * files: those live under fixtures/, which `eslint .` skips, and their rows leave `code` out.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

type Sample = { file: string; code?: string };
type BadSample = Sample & { rule: string };

const root = path.resolve(import.meta.dirname, '../..');
const fixture = (name: string): string => `scripts/lint-rules/fixtures/${name}`;

const rejected: BadSample[] = [
  { file: fixture('cycle/a.ts'), rule: 'import-x/no-cycle' },
  {
    file: 'packages/domain/src/sample.ts',
    code: "import { createConnectors } from '@skinpilot/connectors';",
    rule: 'no-restricted-imports',
  },
  {
    file: 'packages/domain/src/sample.ts',
    code: "import { z } from '@skinpilot/contract/health';",
    rule: 'no-restricted-imports',
  },
  {
    file: 'packages/contract/src/sample.ts',
    code: "import { formatCents } from '@skinpilot/domain';",
    rule: 'no-restricted-imports',
  },
  {
    file: 'packages/contract/src/sample.ts',
    code: "import { readFile } from 'node:fs/promises';",
    rule: 'no-restricted-imports',
  },
  {
    file: 'apps/web/src/app/sample.ts',
    code: "import { createConnectors } from '@skinpilot/connectors';",
    rule: 'no-restricted-imports',
  },
  {
    file: 'apps/web/src/features/billing/api/sample.ts',
    code: "import { startSandboxCsgoroll } from '@skinpilot/connectors/sandbox';",
    rule: 'no-restricted-imports',
  },
  {
    file: 'apps/web/src/app/sample.ts',
    code: "import { buildApp } from '@skinpilot/server';",
    rule: 'no-restricted-imports',
  },
  {
    file: 'apps/web/e2e/sample.e2e.ts',
    code: "import { buildApp } from '@skinpilot/server/src/app';",
    rule: 'no-restricted-imports',
  },
  // By a relative path the name rules would not see it; crossing a package that way is refused itself.
  {
    file: 'apps/web/src/app/sample.ts',
    code: "import { main } from '../../../server/src/main';",
    rule: 'import-x/no-relative-packages',
  },
  {
    file: 'packages/connectors/src/sample.ts',
    code: "import { buildApp } from '@skinpilot/server';",
    rule: 'no-restricted-imports',
  },
  {
    file: 'packages/connectors/src/steam/sample.ts',
    code: "import { loadConfig } from '../../../../apps/server/src/config';",
    rule: 'import-x/no-relative-packages',
  },
  {
    file: 'apps/web/src/features/billing/components/sample.tsx',
    code: "import { signIn } from '../../auth/api/sign-in';",
    rule: 'no-restricted-imports',
  },
  {
    file: 'apps/web/src/features/billing/sample.ts',
    code: "import { signIn } from '../../features/auth/api/sign-in';",
    rule: 'no-restricted-imports',
  },
  {
    file: 'packages/engine/src/sample.ts',
    code: 'export const now = (): number => Date.now();',
    rule: 'no-restricted-properties',
  },
  {
    file: 'packages/engine/src/sample.ts',
    code: "import { createConnectors } from '@skinpilot/connectors';",
    rule: 'no-restricted-imports',
  },
  // The server's declared module order (docs/decisions/022-server-module-order.md).
  {
    file: 'apps/server/src/modules/users/sample.ts',
    code: "import { writeActivity } from '../market/write-activity';",
    rule: 'skinpilot/server-module-order',
  },
  {
    file: 'apps/server/src/modules/market/sample.ts',
    code: "import { users } from '../users/users.schema';",
    rule: 'skinpilot/server-module-order',
  },
  {
    file: 'apps/server/src/modules/market/sample.ts',
    code: "import { listAccountsOf } from '../trading-accounts/accounts.repository';",
    rule: 'skinpilot/server-module-order',
  },
  {
    file: 'apps/server/src/modules/orchestration/sample.ts',
    code: "import { startJobRunner } from '../../worker/job-runner';",
    rule: 'skinpilot/server-module-order',
  },
  {
    file: 'apps/server/src/http/sample.ts',
    code: "import { signIn } from '../modules/users/sign-in';",
    rule: 'skinpilot/server-module-order',
  },
  {
    file: 'apps/server/src/worker/bot-runtime/sample.ts',
    code: "import { trades } from '../../modules/market/market.schema';",
    rule: 'skinpilot/server-module-order',
  },
  {
    file: 'apps/server/src/modules/users/sample.ts',
    code: "import { eq } from 'drizzle-orm';",
    rule: 'no-restricted-imports',
  },
  // A module's queries are read by later modules only: the declared order holds for *.queries.ts too.
  {
    file: 'apps/server/src/modules/users/sample.ts',
    code: "import { openTradesOf } from '../market/market.queries';",
    rule: 'skinpilot/server-module-order',
  },
  // A module publishes a repository's write by re-exporting it from one of its operation files; another
  // module re-exporting it straight from the repository is the same reach into its queries.
  {
    file: 'apps/server/src/modules/deposits/sample.ts',
    code: "export { lockTrade } from '../market/bot-trades.repository';",
    rule: 'skinpilot/server-module-order',
  },
  // A module's *.queries.ts only reads: no write, no row lock (decision 024).
  {
    file: 'apps/server/src/modules/market/sample.queries.ts',
    code: "import { trades } from './market.schema';\nexport const close = (tx: any) => tx.update(trades).set({ status: 'done' });",
    rule: 'no-restricted-syntax',
  },
  {
    file: 'apps/server/src/modules/market/sample.queries.ts',
    code: "import { trades } from './market.schema';\nexport const lock = (tx: any) => tx.select().from(trades).for('update');",
    rule: 'no-restricted-syntax',
  },
  // An operation that imports a table could insert into it where no ORM import shows (issue 24).
  {
    file: 'apps/server/src/modules/activity/sample.ts',
    code: "import { activities } from './activity.schema';\nexport const write = (tx: any) => tx.insert(activities);",
    rule: '@typescript-eslint/no-restricted-imports',
  },
  {
    file: 'apps/server/src/sample.ts',
    code: "import { App } from '@skinpilot/web';",
    rule: 'no-restricted-imports',
  },
];

// Each should lint clean: what the rules allow, next to what they refuse.
const accepted: Sample[] = [
  { file: fixture('type-only-cycle/a.ts') },
  { file: 'packages/domain/src/sample.ts', code: "export { formatCents } from './money';" },
  { file: 'packages/contract/src/sample.ts', code: "export { z } from 'zod';" },
  { file: 'packages/connectors/src/sample.ts', code: "export { formatCents } from '@skinpilot/domain';" },
  { file: 'packages/engine/src/sample.ts', code: 'export const later = (now: number): number => now + 1;' },
  { file: 'apps/web/src/app/sample.ts', code: "export { getHealth } from '@skinpilot/contract';" },
  {
    file: 'apps/web/src/features/billing/components/sample.tsx',
    code: "export { formatDate } from '../../../shared/time/format';\nexport { price } from '../lib/price';",
  },
  // A table may name another module's table for a foreign key; repositories know the ORM; a module
  // calls an earlier module's operation; tests may set up data through any module.
  {
    file: 'apps/server/src/modules/market/sample.schema.ts',
    code: "export { users } from '../users/users.schema';",
  },
  { file: 'apps/server/src/modules/market/sample.repository.ts', code: "export { eq } from 'drizzle-orm';" },
  // A later module and the worker read an earlier module's *.queries.ts (decision 024).
  {
    file: 'apps/server/src/modules/market/sample.ts',
    code: "export { listAccountsOf } from '../trading-accounts/accounts.queries';",
  },
  {
    file: 'apps/server/src/worker/bot-runtime/sample.ts',
    code: "export { findAccountOf } from '../../modules/trading-accounts/accounts.queries';",
  },
  {
    file: 'apps/server/src/modules/market/sample.queries.ts',
    code: "import { eq } from 'drizzle-orm';\nimport type { DbOrTx } from '../../db/database';\nimport { trades } from './market.schema';\nexport const tradeOf = (db: DbOrTx, id: string) => db.select().from(trades).where(eq(trades.id, id));",
  },
  {
    file: 'apps/server/src/modules/admin/sample.ts',
    code: "export { changeCredits } from '../credits/change-credits';",
  },
  // A module's own operation file publishes its repository's write under the one name.
  {
    file: 'apps/server/src/modules/market/sample.ts',
    code: "export { lockTrade } from './bot-trades.repository';",
  },
  {
    file: 'apps/server/src/modules/activity/sample.ts',
    code: "export type { ActivityRow } from './activity.schema';",
  },
  {
    file: 'apps/server/src/modules/users/sample.test.ts',
    code: "export { trades } from '../market/market.schema';",
  },
];

// `ignore: false` so that the fixtures, which `eslint .` skips, are linted too.
const eslint = new ESLint({ cwd: root, ignore: false });

async function lint({ file, code }: Sample): Promise<string[]> {
  const text = code ?? readFileSync(path.join(root, file), 'utf8');
  const [result] = await eslint.lintText(text, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'fatal'}: ${m.message}`);
}

describe('lint boundaries', () => {
  for (const sample of rejected) {
    it(`${sample.rule} rejects ${sample.code ?? 'the fixture'} in ${sample.file}`, async () => {
      const problems = await lint(sample);
      expect(problems.map((p) => p.split(':')[0])).toContain(sample.rule);
    });
  }

  for (const sample of accepted) {
    it(`accepts ${sample.code ?? 'the fixture'} in ${sample.file}`, async () => {
      expect(await lint(sample)).toEqual([]);
    });
  }
});
