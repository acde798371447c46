// MikroORM keeps decorator metadata in a process-wide store; give each test file a clean one.
for (const key of Object.keys(globalThis).filter((name) => name.startsWith('mikro-orm-'))) delete globalThis[key];
