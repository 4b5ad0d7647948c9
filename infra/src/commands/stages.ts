import { InfraError } from '../log';

export const STAGES = ['typecheck', 'lint', 'format', 'unit', 'integration', 'e2e'] as const;
export type StageName = (typeof STAGES)[number];

function parseList(value: string | undefined, flag: string): StageName[] {
  if (!value) throw new InfraError(`${flag} needs a comma-separated list of: ${STAGES.join(', ')}`);
  const names = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !(STAGES as readonly string[]).includes(n));
  if (unknown.length)
    throw new InfraError(`unknown stage(s) ${unknown.join(', ')}; stages: ${STAGES.join(', ')}`);
  return names as StageName[];
}

/** `--only unit,integration` and/or `--skip e2e` (also `--only=...`); default: every stage in order. */
export function selectStages(args: string[]): StageName[] {
  let only: StageName[] | undefined;
  let skip: StageName[] = [];
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = args[i].split('=', 2);
    const value = () => inline ?? args[++i];
    if (flag === '--only') only = parseList(value(), '--only');
    else if (flag === '--skip') skip = parseList(value(), '--skip');
    else throw new InfraError(`unknown option ${args[i]} (use --only <stages> or --skip <stages>)`);
  }
  return STAGES.filter((s) => (!only || only.includes(s)) && !skip.includes(s));
}
