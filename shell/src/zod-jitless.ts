/**
 * Zod compiles fast parsers with `new Function` when it may. The gateway's Content-Security-Policy
 * (no 'unsafe-eval') refuses that, and the refused probe is reported as a violation. This turns the
 * probe off for every copy of zod on the page (the shell's and each remote's): zod keeps its global
 * settings in one object on globalThis, which `z.config()` also writes. Without pulling zod into the
 * shell's first script.
 */
export function parseWithoutEval(): void {
  const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });
}
