import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyPlan, planExport, readManifest, safeJoin, sha256 } from './repo';

describe('rules export plan', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'pf-rules-repo-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const files = [
    { path: '.cursor/rules/a.mdc', content: 'A\n' },
    { path: 'AGENTS.md', content: '# AGENTS.md\n' },
  ];

  it('creates, then leaves equal files alone, updates its own files and removes those of deleted rules', async () => {
    const first = await planExport(dir, files, null, false);
    expect(first.map((p) => [p.path, p.action])).toEqual([['.cursor/rules/a.mdc', 'create'], ['AGENTS.md', 'create']]);
    await applyPlan(dir, first, ['cursor', 'agents'], files);
    const manifest = await readManifest(dir);
    expect(manifest).toEqual({ targets: ['cursor', 'agents'], files: { '.cursor/rules/a.mdc': sha256('A\n'), 'AGENTS.md': sha256('# AGENTS.md\n') } });

    const next = [{ path: '.cursor/rules/a.mdc', content: 'A2\n' }];
    const plan = await planExport(dir, next, manifest, false);
    expect(plan.map((p) => [p.path, p.action])).toEqual([['.cursor/rules/a.mdc', 'update'], ['AGENTS.md', 'remove']]);
    await applyPlan(dir, plan, ['cursor'], next);
    expect(readFileSync(join(dir, '.cursor/rules/a.mdc'), 'utf8')).toBe('A2\n');
    expect((await planExport(dir, next, await readManifest(dir), false))[0].action).toBe('unchanged');
  });

  it('reports files it did not write, or that were edited since, as conflicts unless forced', async () => {
    mkdirSync(join(dir, '.cursor/rules'), { recursive: true });
    writeFileSync(join(dir, '.cursor/rules/a.mdc'), 'hand written\n');
    expect((await planExport(dir, files, null, false))[0]).toMatchObject({ action: 'conflict', reason: 'exists and was not written by promptforge' });
    expect((await planExport(dir, files, { targets: ['cursor'], files: { '.cursor/rules/a.mdc': sha256('older\n') } }, false))[0]).toMatchObject({ action: 'conflict', reason: 'edited since promptforge wrote it' });
    expect((await planExport(dir, files, null, true))[0].action).toBe('update');
  });

  it('refuses paths outside the directory and a manifest it did not write', async () => {
    expect(() => safeJoin(dir, '../evil.md')).toThrow('refusing to write outside the directory');
    expect(() => safeJoin(dir, '/etc/passwd')).toThrow('refusing to write outside the directory');
    mkdirSync(join(dir, '.promptforge'));
    writeFileSync(join(dir, '.promptforge/rules.json'), '[1,2]');
    await expect(readManifest(dir)).rejects.toThrow('is not a manifest written by promptforge');
  });
});
