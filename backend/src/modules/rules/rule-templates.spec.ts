import { lintRule } from '@promptforge/prompt-engine';
import { RULE_TEMPLATE_CATEGORIES } from './dto/rule.dto';
import { RULE_TEMPLATES } from './rule-templates';

describe('built-in rule templates', () => {
  it('are the 12 of the spec, in its categories, each 40 to 150 lines', () => {
    expect(RULE_TEMPLATES.map((t) => t.id)).toEqual(['typescript', 'react', 'python', 'nextjs', 'javascript', 'php', 'nodejs', 'vue3', 'windsurf', 'roo-code', 'cline', 'universal']);
    expect(new Set(RULE_TEMPLATES.map((t) => t.category))).toEqual(new Set(RULE_TEMPLATE_CATEGORIES));
    for (const t of RULE_TEMPLATES) {
      const lines = t.content.trimEnd().split('\n').length;
      expect([t.id, lines >= 40 && lines <= 150]).toEqual([t.id, true]);
      expect(t.description.length).toBeGreaterThan(40);
    }
  });

  it('pass the rule security lint', () => {
    for (const t of RULE_TEMPLATES) expect([t.id, lintRule(t.content).findings]).toEqual([t.id, []]);
  });
});
