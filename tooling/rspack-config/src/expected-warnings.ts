import { Console } from 'node:console';

/**
 * Build-log warnings we decided are expected, each with why. A remote's publicPath is 'auto' on
 * purpose (its chunks load from wherever it is deployed: docs/deploy.md), and the MF manifest
 * plugin says so on every build of every remote — eight lines that looked like failures on a
 * first start. Anything not listed here still prints.
 */
export const EXPECTED_WARNINGS: readonly RegExp[] = [
  /Manifest will use absolute path resolution via its host at runtime, reason: publicPath='auto'/,
];

/** A console for Rspack's infrastructure logging that drops only the expected warnings. */
export function consoleWithoutExpectedWarnings(
  expected: readonly RegExp[] = EXPECTED_WARNINGS,
  streams: { stdout: NodeJS.WritableStream; stderr: NodeJS.WritableStream } = process,
): Console {
  const out = new Console({ stdout: streams.stdout, stderr: streams.stderr });
  const warn = out.warn.bind(out);
  out.warn = (...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (!expected.some((pattern) => pattern.test(text))) warn(...args);
  };
  return out;
}
