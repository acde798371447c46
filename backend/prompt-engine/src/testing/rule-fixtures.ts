// The real-world rule files of `shared/fixtures/rules` (used as they are), for tests of the rules builder.

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const FIXTURES = resolve(__dirname, '../../../../../shared/fixtures/rules');

export interface RuleFixture {
  file: string;
  format: string;
  harmless: boolean;
  note?: string;
}

export const RULE_FIXTURES: RuleFixture[] = JSON.parse(readFileSync(`${FIXTURES}/index.json`, 'utf8'));
export const readRuleFixture = (file: string): string => readFileSync(`${FIXTURES}/${file}`, 'utf8');
