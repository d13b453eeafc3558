/** One instruction of a Dockerfile: `COPY --from=build /a /b` → { keyword: 'COPY', args: '--from=build /a /b' }. */
export interface DockerInstruction {
  keyword: string;
  args: string;
}

/** A build stage: `FROM <image> [AS <name>]` and the instructions after it. */
export interface DockerStage {
  image: string;
  name: string | undefined;
  instructions: DockerInstruction[];
}

/**
 * Reads a Dockerfile into its stages (enough for static checks: comments dropped, `\` line
 * continuations joined; no variable expansion, no heredocs).
 */
export function parseDockerfile(text: string): { args: Record<string, string>; stages: DockerStage[] } {
  const logical = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const args: Record<string, string> = {};
  const stages: DockerStage[] = [];
  for (const line of logical) {
    const match = /^([A-Za-z]+)\s+(.*)$/.exec(line);
    if (match === null) throw new Error(`Not a Dockerfile instruction: ${line}`);
    const keyword = (match[1] ?? '').toUpperCase();
    const rest = (match[2] ?? '').trim();
    const current = stages[stages.length - 1];
    if (keyword === 'FROM') {
      const from = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(rest);
      if (from === null) throw new Error(`Bad FROM: ${line}`);
      stages.push({ image: from[1] ?? '', name: from[2], instructions: [] });
    } else if (current === undefined) {
      if (keyword !== 'ARG') throw new Error(`Only ARG may come before the first FROM: ${line}`);
      const [name = '', value = ''] = rest.split('=');
      args[name] = value;
    } else {
      current.instructions.push({ keyword, args: rest });
    }
  }
  return { args, stages };
}

/** The base image of a stage with `${ARG}` filled in from the global ARG defaults. */
export function stageImage(stage: DockerStage, args: Readonly<Record<string, string>>): string {
  return stage.image.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_match, name: string) => args[name] ?? '');
}

/** The build-context paths a stage copies (`COPY`/`ADD` without `--from`). */
export function copiedFromContext(stage: DockerStage): string[] {
  return stage.instructions
    .filter((instruction) => instruction.keyword === 'COPY' || instruction.keyword === 'ADD')
    .map((instruction) => instruction.args.split(/\s+/))
    .filter((words) => !words.some((word) => word.startsWith('--from=')))
    .flatMap((words) => words.filter((word) => !word.startsWith('--')).slice(0, -1));
}
