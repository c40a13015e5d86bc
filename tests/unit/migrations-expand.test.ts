import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../server/db/client';

/*
 * Rolling deploys (decision 0037): for a while an old and a new instance share the database, so a
 * migration only adds (expand). Removing or renaming what the old code still reads (contract) waits for
 * a later release, and says so with a `-- contract:` comment naming the release that stopped using it.
 */

/** Statements an instance of the previous release could trip over. */
const BREAKING = [
  /\bdrop\s+(table|column|view|type)\b/i,
  /\brename\s+(column|to)\b/i,
  /\balter\s+column\s+\S+\s+(set\s+data\s+type|type)\b/i,
  /\bset\s+not\s+null\b/i,
  /\badd\s+column\b(?![^;]*\bdefault\b)[^;]*\bnot\s+null\b/i,
];

/** Written before the rule; each was safe then because no old instance ran beside the new one. */
const BEFORE_THE_RULE = new Set(['0034_assistant_languages.sql']);

const migrations = fs.readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql')).sort();

function breakingStatements(sqlText: string) {
  // drizzle-kit separates statements with this marker; a comment before one belongs to it.
  return sqlText
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => BREAKING.some((pattern) => pattern.test(statement.replace(/^--.*$/gm, ''))))
    .filter((statement) => !/^--\s*contract:\s*\S/m.test(statement));
}

describe('migrations expand, then contract', () => {
  it('finds the migrations', () => {
    expect(migrations.length).toBeGreaterThan(30);
  });

  it('adds only, unless a statement says which release stopped using what it removes', () => {
    const offending = migrations
      .filter((name) => !BEFORE_THE_RULE.has(name))
      .flatMap((name) => breakingStatements(fs.readFileSync(path.join(migrationsFolder, name), 'utf8')).map((statement) => `${name}: ${statement.slice(0, 120)}`));
    expect(offending).toEqual([]);
  });

  it('tells a breaking statement from an additive one', () => {
    expect(breakingStatements('ALTER TABLE "a" DROP COLUMN "b";')).toHaveLength(1);
    expect(breakingStatements('ALTER TABLE "a" RENAME COLUMN "b" TO "c";')).toHaveLength(1);
    expect(breakingStatements('ALTER TABLE "a" ALTER COLUMN "b" SET NOT NULL;')).toHaveLength(1);
    expect(breakingStatements('ALTER TABLE "a" ALTER COLUMN "b" SET DATA TYPE integer;')).toHaveLength(1);
    expect(breakingStatements('ALTER TABLE "a" ADD COLUMN "b" text NOT NULL;')).toHaveLength(1);
    expect(breakingStatements('ALTER TABLE "a" ADD COLUMN "b" text NOT NULL DEFAULT \'x\';')).toHaveLength(0);
    expect(breakingStatements('ALTER TABLE "a" ADD COLUMN "b" text;--> statement-breakpoint\nCREATE INDEX "i" ON "a" ("b");')).toHaveLength(0);
    expect(breakingStatements('-- contract: release 0.4 stopped reading "b"\nALTER TABLE "a" DROP COLUMN "b";')).toHaveLength(0);
  });
});
