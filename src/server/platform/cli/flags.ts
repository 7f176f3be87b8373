export class CliError extends Error {}

/** Parses `--name value` pairs; a flag without a value, or a stray word, is an error. */
export function parseFlags(args: string[]): Map<string, string> {
  const flags = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('--'))
      throw new CliError(`Unexpected argument "${arg}". Flags look like --name value.`);
    const value = args[i + 1];
    if (value === undefined || value.startsWith('--')) throw new CliError(`Flag ${arg} needs a value.`);
    flags.set(arg.slice(2), value);
    i++;
  }
  return flags;
}
