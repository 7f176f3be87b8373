import { readFileSync } from 'node:fs';
import { tractReport } from '../../../calc/index';
import { CliError } from './flags';

const MAX_INPUT_BYTES = 5 * 1024 * 1024;

// `npm run -s cli -- tract [--file PATH]`: one JSON object on stdout, so a landman can check a folder of
// deeds in a shell loop. Exit 0 when at least one call was read, 1 otherwise.
export async function tractCommand(flags: Map<string, string>): Promise<number> {
  for (const name of flags.keys()) if (name !== 'file') throw new CliError(`Unknown flag --${name}.`);
  const file = flags.get('file');
  const text = file ? readDeedFile(file) : await readStandardInput();
  const { report, exitCode } = tractReport(text);
  console.log(JSON.stringify(report, null, 2));
  if (exitCode !== 0 && report.errors[0]) console.error(report.errors[0]);
  return exitCode;
}

function readDeedFile(file: string): string {
  try {
    const buffer = readFileSync(file);
    if (buffer.length > MAX_INPUT_BYTES)
      throw new CliError(`${file} is larger than 5 MB; that is not a deed description.`);
    return buffer.toString('utf8');
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? 'unknown error'}`);
  }
}

async function readStandardInput(): Promise<string> {
  if (process.stdin.isTTY)
    throw new CliError('Paste the description on standard input (or use --file PATH), then press Ctrl-D.');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of process.stdin) {
    size += (chunk as Buffer).length;
    if (size > MAX_INPUT_BYTES)
      throw new CliError('Standard input is larger than 5 MB; that is not a deed description.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
